import { tones, type Tone } from '../../tokens/semantic';

/** "Ada Obi" -> "AO", "ada lovelace obi" -> "AO", "Chinwe" -> "C", "" -> "?". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first.charAt(0)}${last?.charAt(0) ?? ''}`.toUpperCase();
}

/** The same name always gets the same tone, so a person is recognisable across lists. */
export function toneOf(name: string): Tone {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tones[hash % tones.length] ?? 'neutral';
}
