/**
 * Finds the calls a client source file makes: every `request(path, { method })`, with the path
 * worked out as far as the text allows. Enough of TypeScript for the client's own style: string
 * and template literals, module constants, `a ? 'x' : 'y'`, and a local wrapper function whose
 * parameter is the path (`post('/change-password', ...)`). A runtime value becomes `{}`.
 */

export interface SourceCall {
  method: string;
  /** The path, `{}` where a runtime value goes. */
  path: string;
}

/** A runtime value inside a path. */
export const PLACEHOLDER = '{}';

const MAX_DEPTH = 8;
const OPENERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

function skipQuoted(source: string, start: number): number {
  const quote = source[start];
  let index = start + 1;
  while (index < source.length && source[index] !== quote) {
    index += source[index] === '\\' ? 2 : 1;
  }
  return index + 1;
}

function skipTemplate(source: string, start: number): number {
  let index = start + 1;
  while (index < source.length && source[index] !== '`') {
    if (source[index] === '\\') index += 2;
    else if (source.startsWith('${', index)) index = skipBracketed(source, index + 1);
    else index += 1;
  }
  return index + 1;
}

/** Skips a string or template starting at `start`; undefined when there is none. */
function skipLiteral(source: string, start: number): number | undefined {
  const char = source[start];
  if (char === "'" || char === '"') return skipQuoted(source, start);
  if (char === '`') return skipTemplate(source, start);
  return undefined;
}

/** `start` is an opening bracket; returns the index just past its matching close. */
function skipBracketed(source: string, start: number): number {
  const closers = [OPENERS[source[start] ?? ''] ?? ''];
  let index = start + 1;
  while (index < source.length && closers.length) {
    const char = source[index] ?? '';
    const literalEnd = skipLiteral(source, index);
    if (literalEnd !== undefined) {
      index = literalEnd;
      continue;
    }
    if (OPENERS[char]) closers.push(OPENERS[char] ?? '');
    else if (char === closers[closers.length - 1]) closers.pop();
    index += 1;
  }
  return index;
}

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/**
 * Replaces comments with spaces, so a call named in a comment is not a call; with `literals`,
 * string contents too (the text then only serves to find calls: offsets are kept).
 */
function blankComments(source: string, literals = false): string {
  let result = '';
  let index = 0;
  while (index < source.length) {
    const literalEnd = skipLiteral(source, index);
    if (literalEnd !== undefined) {
      const literal = source.slice(index, literalEnd);
      result += literals ? literal[0] + blank(literal.slice(1, -1)) + literal.slice(-1) : literal;
      index = literalEnd;
    } else if (source.startsWith('//', index) || source.startsWith('/*', index)) {
      const line = source.startsWith('//', index);
      const found = line ? source.indexOf('\n', index) : source.indexOf('*/', index);
      const end = found === -1 ? source.length : found + (line ? 0 : 2);
      result += blank(source.slice(index, end));
      index = end;
    } else {
      result += source[index];
      index += 1;
    }
  }
  return result;
}

/** Splits at `separator` where it is outside brackets and literals. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    const literalEnd = skipLiteral(text, index);
    if (literalEnd !== undefined) index = literalEnd;
    else if (OPENERS[char]) index = skipBracketed(text, index);
    else {
      if (char === separator) {
        parts.push(text.slice(start, index));
        start = index + 1;
      }
      index += 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim());
}

/** The arguments of the call whose `(` is at `open`. */
function callArguments(source: string, open: number): string[] {
  const inner = source.slice(open + 1, skipBracketed(source, open) - 1);
  return splitTopLevel(inner, ',').filter(Boolean);
}

function product(parts: readonly string[][]): string[] {
  return parts.reduce<string[]>(
    (results, options) => results.flatMap((prefix) => options.map((option) => prefix + option)),
    [''],
  );
}

interface Scope {
  source: string;
  /** The source with literals blanked, to find calls. */
  code: string;
  /** Where the expression being evaluated sits. */
  position: number;
  depth: number;
}

function evaluateTemplate(template: string, scope: Scope): string[] {
  const parts: string[][] = [];
  let index = 1;
  let text = '';
  while (index < template.length - 1) {
    if (template.startsWith('${', index)) {
      parts.push([text]);
      text = '';
      const end = skipBracketed(template, index + 1);
      parts.push(evaluate(template.slice(index + 2, end - 1), scope));
      index = end;
    } else {
      text += template[index];
      index += 1;
    }
  }
  parts.push([text]);
  return product(parts);
}

/** The values a path expression can take. */
function evaluate(expression: string, scope: Scope): string[] {
  const text = expression.trim();
  if (scope.depth > MAX_DEPTH) return [PLACEHOLDER];
  const inner = { ...scope, depth: scope.depth + 1 };
  const literalEnd = skipLiteral(text, 0);
  if (literalEnd === text.length) {
    return text.startsWith('`') ? evaluateTemplate(text, inner) : [text.slice(1, -1)];
  }
  if (text.startsWith('(') && skipBracketed(text, 0) === text.length) {
    return evaluate(text.slice(1, -1), inner);
  }
  const conditional = splitTopLevel(text, '?');
  if (conditional.length === 2 && !conditional[1]?.startsWith('.')) {
    const [whenTrue = '', whenFalse = ''] = splitTopLevel(conditional[1] ?? '', ':');
    return [...evaluate(whenTrue, inner), ...evaluate(whenFalse, inner)];
  }
  const terms = splitTopLevel(text, '+');
  if (terms.length > 1) return product(terms.map((term) => evaluate(term, inner)));
  if (/^[A-Za-z_$][\w$]*$/.test(text)) return resolveIdentifier(text, inner);
  return [PLACEHOLDER];
}

/** The value of the expression that starts at `start` and ends at `;` or a line end. */
function expressionAt(source: string, start: number): string {
  let index = start;
  while (index < source.length && source[index] !== ';' && source[index] !== '\n') {
    const char = source[index] ?? '';
    const literalEnd = skipLiteral(source, index);
    if (literalEnd !== undefined) index = literalEnd;
    else if (OPENERS[char]) index = skipBracketed(source, index);
    else index += 1;
  }
  return source.slice(start, index);
}

interface FunctionScope {
  name: string;
  parameters: string[];
  bodyStart: number;
  bodyEnd: number;
}

/** The `{` of a function body, past a return type that may hold `<{ ... }>`. */
function bodyStartAfter(source: string, from: number): number {
  let angles = 0;
  for (let index = from; index < source.length; index += 1) {
    const char = source[index];
    if (char === '<') angles += 1;
    else if (char === '>' && source[index - 1] !== '=') angles -= 1;
    else if (char === '{' && angles === 0) return index;
  }
  return source.length;
}

function functionsOf(source: string): FunctionScope[] {
  return [...source.matchAll(/function\s+([\w$]+)\s*(?:<[^>(]*>)?\s*\(/g)].map((match) => {
    const open = match.index + match[0].length - 1;
    const bodyStart = bodyStartAfter(source, skipBracketed(source, open));
    return {
      name: match[1] ?? '',
      parameters: callArguments(source, open).map(
        (parameter) => /^[\w$]+/.exec(parameter)?.[0] ?? '',
      ),
      bodyStart,
      bodyEnd: skipBracketed(source, bodyStart),
    };
  });
}

/** The values an identifier can take: a parameter of the enclosing local function, or a constant. */
function resolveIdentifier(name: string, scope: Scope): string[] {
  const { source, code, position } = scope;
  const enclosing = functionsOf(code)
    .filter((fn) => fn.bodyStart <= position && position < fn.bodyEnd)
    .at(-1);
  const parameterIndex = enclosing ? enclosing.parameters.indexOf(name) : -1;
  if (enclosing && parameterIndex !== -1) {
    const values = callSites(code, enclosing.name).flatMap((open) => {
      const argument = callArguments(source, open)[parameterIndex];
      return argument === undefined ? [] : evaluate(argument, { ...scope, position: open });
    });
    return values.length ? values : [PLACEHOLDER];
  }
  const declaration = new RegExp(
    `(?:const|let|var)\\s+${name.replace(/\$/g, '\\$')}\\s*(?::[^=]+)?=\\s*`,
  ).exec(code);
  if (declaration) {
    const start = declaration.index + declaration[0].length;
    return evaluate(expressionAt(source, start), { ...scope, position: start });
  }
  return [PLACEHOLDER];
}

/** Indexes of the `(` of every call of `name` (not a method, not a longer name). */
function callSites(source: string, name: string): number[] {
  const pattern = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}\\s*\\(`, 'g');
  return [...source.matchAll(pattern)]
    .filter(
      (match) => !/function\s+$/.test(source.slice(Math.max(0, match.index - 12), match.index)),
    )
    .map((match) => match.index + match[0].length - 1);
}

/** Every `request(...)` of a client source file, one entry per path it can reach. */
export function findRequestCalls(rawSource: string): SourceCall[] {
  const source = blankComments(rawSource);
  const code = blankComments(rawSource, true);
  return callSites(code, 'request').flatMap((open) => {
    const [path = '', options = ''] = callArguments(source, open);
    const method = /\bmethod\s*:\s*['"]([A-Z]+)['"]/.exec(options)?.[1] ?? 'GET';
    return evaluate(path, { source, code, position: open, depth: 0 }).map((value) => ({
      method,
      path: value,
    }));
  });
}

/** True when a registry path (`{name}` placeholders) describes a path found in the source. */
export function pathMatches(registryPath: string, sourcePath: string): boolean {
  const pattern = registryPath
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(sourcePath);
}
