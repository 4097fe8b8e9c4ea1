import { describe, expect, it } from 'vitest';
import {
  claimedKinds,
  contentMatchesType,
  fileSignature,
  filesWithWrongContent,
} from './fileContent';
import { validateFiles } from './validateFiles';

const IDENTITY = ['png', 'jpg', 'jpeg', 'pdf'];
const CSV = ['csv', 'text/csv'];
/** The first bytes of a Windows program: 'MZ', then NULs within the header. */
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
const file = (parts: BlobPart[], name: string, type: string) => new File(parts, name, { type });

describe('contentMatchesType', () => {
  it.each([
    ['id.png', 'image/png', 'png'],
    ['id.jpg', 'image/jpeg', 'jpeg'],
    ['id.JPEG', '', 'jpeg'],
    ['id.pdf', 'application/pdf', 'pdf'],
  ] as const)('accepts %s that starts with its signature', async (name, type, kind) => {
    const real = file([fileSignature(kind), new Uint8Array(64)], name, type);
    await expect(contentMatchesType(real, IDENTITY)).resolves.toBe(true);
  });

  it('accepts GIF and WebP images under image/*', async () => {
    const gif = file([fileSignature('gif'), '9a'], 'scan.gif', 'image/gif');
    const webp = file([fileSignature('webp'), 'VP8 '], 'scan.webp', 'image/webp');
    await expect(contentMatchesType(gif, ['image/*'])).resolves.toBe(true);
    await expect(contentMatchesType(webp, ['image/*'])).resolves.toBe(true);
  });

  it('accepts a workbook (a zip) as .xlsx, and refuses a program or a CSV named .xlsx', async () => {
    const sheet = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const statement = ['csv', 'text/csv', 'xlsx'];
    const book = file([fileSignature('xlsx'), new Uint8Array(64)], 'statement.xlsx', sheet);
    await expect(contentMatchesType(book, statement)).resolves.toBe(true);
    await expect(contentMatchesType(file([EXE], 'statement.xlsx', sheet), statement)).resolves.toBe(
      false,
    );
    await expect(
      contentMatchesType(file(['Date,Credit\n'], 'statement.xlsx', ''), statement),
    ).resolves.toBe(false);
  });

  it('refuses a program renamed .png, whatever type it reports', async () => {
    const renamed = file([EXE], 'passport.png', 'image/png');
    await expect(contentMatchesType(renamed, IDENTITY)).resolves.toBe(false);
  });

  it('refuses a file of one accepted type named as another (a PDF named .png)', async () => {
    const pdfAsPng = file([fileSignature('pdf'), '1.7'], 'passport.png', 'image/png');
    await expect(contentMatchesType(pdfAsPng, IDENTITY)).resolves.toBe(false);
  });

  it('refuses an empty image or PDF: it has no signature', async () => {
    await expect(contentMatchesType(file([], 'id.png', 'image/png'), IDENTITY)).resolves.toBe(
      false,
    );
    await expect(contentMatchesType(file([], 'id.pdf', ''), IDENTITY)).resolves.toBe(false);
  });

  it('accepts CSV text, UTF-8 with a BOM and Windows-1252 bytes', async () => {
    const utf8 = file(
      ['\uFEFFtransactionReference,amount\r\nPAY-1,1\tnaïve\n'],
      'r.csv',
      'text/csv',
    );
    const latin = file([Uint8Array.from([0x61, 0x2c, 0xe9, 0x0d, 0x0a])], 'r.csv', '');
    await expect(contentMatchesType(utf8, CSV)).resolves.toBe(true);
    await expect(contentMatchesType(latin, CSV)).resolves.toBe(true);
  });

  it('accepts an empty CSV, so the form can say it holds no refund', async () => {
    await expect(contentMatchesType(file([], 'r.csv', 'text/csv'), CSV)).resolves.toBe(true);
  });

  it('refuses binaries named .csv: a program, a zipped .xlsx, UTF-16 text', async () => {
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
    const utf16 = Uint8Array.from([0xff, 0xfe, 0x61, 0x00, 0x2c, 0x00]);
    for (const bytes of [EXE, zip, utf16]) {
      await expect(contentMatchesType(file([bytes], 'r.csv', 'text/csv'), CSV)).resolves.toBe(
        false,
      );
    }
  });

  it('refuses a type it has no signature for, and lets anything through without rules', async () => {
    const svg = file(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', 'image/svg+xml');
    await expect(contentMatchesType(svg, ['image/*'])).resolves.toBe(false);
    await expect(contentMatchesType(file([EXE], 'setup.exe', ''), undefined)).resolves.toBe(true);
  });
});

describe('claimedKinds', () => {
  it('takes only the parts of a file that the rules let in', () => {
    const named = { name: 'id.png', type: 'application/pdf', size: 1 };
    expect(claimedKinds(named, ['png'])).toEqual(['png']);
    expect(claimedKinds(named, ['png', 'application/pdf'])).toEqual(['png', 'pdf']);
    expect(
      claimedKinds({ name: 'refunds.csv', type: 'application/vnd.ms-excel', size: 1 }, CSV),
    ).toEqual(['text']);
  });
});

describe('validateFiles with the first bytes read', () => {
  it('refuses a renamed file with the type message and keeps the real one', async () => {
    const real = file([fileSignature('png')], 'front.png', 'image/png');
    const renamed = file([EXE], 'back.png', 'image/png');
    const wrongContent = await filesWithWrongContent([real, renamed], IDENTITY);
    const result = validateFiles([real, renamed], {
      accept: IDENTITY,
      maxFiles: 1,
      messages: { type: 'Document should be a png, jpg, jpeg or pdf file' },
      wrongContent,
    });
    expect(result.accepted).toEqual([real]);
    expect(result.rejected).toEqual([
      {
        file: renamed,
        reason: 'type',
        message: 'Document should be a png, jpg, jpeg or pdf file',
      },
    ]);
  });
});
