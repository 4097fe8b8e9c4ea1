import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes';
import {
  DEFAULT_TYPE_MESSAGE,
  matchesAccept,
  toAcceptAttribute,
  validateFiles,
  type FileLike,
} from './validateFiles';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000): FileLike => ({ name, type, size });
const IDENTITY = ['png', 'jpg', 'jpeg', 'pdf'];

describe('matchesAccept', () => {
  it('matches extensions with or without a dot, in any case', () => {
    expect(matchesAccept(file('ID.PNG', ''), ['png'])).toBe(true);
    expect(matchesAccept(file('id.jpeg', ''), ['.jpeg'])).toBe(true);
    expect(matchesAccept(file('id.gif', 'image/gif'), IDENTITY)).toBe(false);
  });
  it('matches exact and wildcard MIME types', () => {
    expect(matchesAccept(file('scan', 'application/pdf'), ['application/pdf'])).toBe(true);
    expect(matchesAccept(file('photo.heic', 'image/heic'), ['image/*'])).toBe(true);
    expect(matchesAccept(file('doc.pdf', 'application/pdf'), ['image/*'])).toBe(false);
  });
  it('does not take a name without extension for an extension rule', () => {
    expect(matchesAccept(file('png', ''), ['png'])).toBe(false);
  });
  it('accepts anything when no rule is given', () => {
    expect(matchesAccept(file('a.exe', ''), undefined)).toBe(true);
    expect(matchesAccept(file('a.exe', ''), [])).toBe(true);
  });
});

describe('toAcceptAttribute', () => {
  it('dots extensions and keeps MIME types', () => {
    expect(toAcceptAttribute(['png', '.jpg', 'image/*'])).toBe('.png,.jpg,image/*');
    expect(toAcceptAttribute([])).toBeUndefined();
  });
});

describe('validateFiles', () => {
  it('rejects a wrong type with the default message', () => {
    const gif = file('logo.gif', 'image/gif');
    const result = validateFiles([gif], { accept: IDENTITY });
    expect(result.accepted).toEqual([]);
    expect(result.rejected).toEqual([{ file: gif, reason: 'type', message: DEFAULT_TYPE_MESSAGE }]);
    expect(DEFAULT_TYPE_MESSAGE).toBe('File type is not allowed');
  });

  it('rejects a file over the size limit with the caller message', () => {
    const big = file('id.pdf', 'application/pdf', 5 * MB + 1);
    const exact = file('ok.pdf', 'application/pdf', 5 * MB);
    const result = validateFiles([big, exact], {
      accept: IDENTITY,
      maxSize: 5 * MB,
      messages: { size: 'Document should be 5bm or less' },
    });
    expect(result.accepted).toEqual([exact]);
    expect(result.rejected).toEqual([
      { file: big, reason: 'size', message: 'Document should be 5bm or less' },
    ]);
  });

  it('names the limit when no size message is given', () => {
    const result = validateFiles([file('logo.png', 'image/png', 2 * MB)], { maxSize: MB });
    expect(result.rejected[0]?.message).toBe('File should be 1 MB or less');
  });

  it('accepts only as many files as fit beside the current ones', () => {
    const images = ['a', 'b', 'c'].map((name) => file(`${name}.png`, 'image/png'));
    const result = validateFiles(images, { accept: ['image/*'], maxFiles: 6, currentCount: 4 });
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(result.rejected).toEqual([
      { file: images[2], reason: 'count', message: 'You can add up to 6 files' },
    ]);
  });

  it('does not let invalid files use up the remaining room', () => {
    const result = validateFiles([file('x.gif', 'image/gif'), file('ok.png', 'image/png')], {
      accept: ['png'],
      maxFiles: 1,
    });
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(result.rejected.map((r) => r.reason)).toEqual(['type']);
  });

  it('rejects everything by count when already full, with the caller message', () => {
    const result = validateFiles([file('a.png', 'image/png')], {
      maxFiles: 6,
      currentCount: 6,
      messages: { count: 'Add up to 6 high quality product images' },
    });
    expect(result.accepted).toEqual([]);
    expect(result.rejected[0]?.message).toBe('Add up to 6 high quality product images');
  });

  it('checks type before size', () => {
    const result = validateFiles([file('huge.gif', 'image/gif', 10 * MB)], {
      accept: ['png'],
      maxSize: MB,
    });
    expect(result.rejected[0]?.reason).toBe('type');
  });
});

describe('formatBytes', () => {
  it('uses the largest whole unit with one decimal', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * MB)).toBe('5 MB');
    expect(formatBytes(1.25 * MB)).toBe('1.3 MB');
  });
});
