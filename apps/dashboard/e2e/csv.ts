/**
 * Parses CSV text as the exports write it (RFC 4180: comma separated, double-quoted fields with
 * "" for a quote, CRLF or LF line ends, an optional UTF-8 byte-order mark). Returns the header
 * and the data rows as records keyed by header.
 */
export function parseCsv(text: string): { header: string[]; rows: Record<string, string>[] } {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines: string[][] = [];
  let field = '';
  let line: string[] = [];
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      line.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      line.push(field);
      lines.push(line);
      line = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || line.length > 0) {
    line.push(field);
    lines.push(line);
  }
  const [header = [], ...body] = lines;
  return {
    header,
    rows: body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']))),
  };
}
