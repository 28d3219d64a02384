/**
 * Masks the values in a comparison to their shape, so `Lists differ: [(1, 2, 3)] != [(2, 3, 4)]`
 * from one test and `Lists differ: [] != [(0,)]` from the next read the same:
 * `Lists differ: <list> != <list>`. Numbers stay `<n>`, the way the digit mask writes them.
 */

const BINARY =
  /^(?<pre>(?:[\w.]*(?:Error|Exception):\s*)?(?:assert\s+|(?:Lists|Tuples|Sequences|Sets|Dicts|Items|Strings)\s+differ:\s*)?)(?<left>\S.*?)\s+(?<op>!==|!=|===|==)\s+(?<right>\S.*?)\s*$/i;
/** A quoted string whole (it may hold spaces and " to "), else the shortest run of text. */
const VALUE = String.raw`(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\S.*?)`;
const EXPECTED_TO = new RegExp(
  String.raw`^(?<pre>.*?\bexpected\s+)(?<left>${VALUE})(?<verb>\s+(?:not\s+)?to\s+(?:be|equal|eql|deeply equal|deep equal|strictly equal|loosely equal|have length(?: of)?|include|contain|match|be above|be below|be at least|be at most|have property|have members|be close to|be an instance of|be instanceof|satisfy|throw))\s+(?<right>${VALUE})(?<post>\s*\/\/.*)?$`,
  "i",
);
/**
 * Two values in prose, as supertest and hand-written checks print them: `expected '<body>'
 * response body, got '<body>'`, go's `got 3, want 4`.
 * Only the digits masked, two different strings could read the same (`expected 'get user <n>'
 * response body, got 'get user <n>'`).
 */
const EXPECTED_GOT = new RegExp(
  String.raw`^(?<pre>.*?\b(?:expected|got|want|wanted):?\s+)(?<left>${VALUE})(?<mid>(?:\s+[\w ]*?)?,?\s+(?:but\s+)?(?:got|received|was|want|wanted|expected):?\s+)(?<right>${VALUE})\s*$`,
  "i",
);
const PROSE_AT_MOST = 400;
const LABELLED =
  /^(?<label>\s*[-+]?\s*(?:Expected|Received|Actual)(?:\s+value)?\s*:)\s*(?<value>\S.*)$/i;

/** The shape of one printed value. */
export function valueShape(value: string): string {
  const text = value.trim();
  if (/^-?\d+(?:\.\d+)?(?:e[-+]?\d+)?n?$/i.test(text)) return "<n>";
  if (/^[[]/.test(text)) return "<list>";
  if (/^\(/.test(text)) return "<tuple>";
  if (/^(?:\{|Object\s*\{|[\w$]+\s*\{)/.test(text)) return "<object>";
  if (/^[bru]?(?:'|")/i.test(text)) return "<str>";
  if (/^(?:true|false)$/i.test(text)) return "<bool>";
  if (/^(?:None|null|undefined|nil|NaN)$/.test(text)) return text;
  return "<value>";
}

/** The line with the values of a comparison replaced by their shapes; other lines unchanged. */
export function maskValueDiff(line: string): string {
  const binary = BINARY.exec(line)?.groups;
  if (binary?.left && binary.right && looksLikeValue(binary.left) && looksLikeValue(binary.right)) {
    return `${binary.pre ?? ""}${valueShape(binary.left)} ${binary.op} ${valueShape(binary.right)}`;
  }
  const expected = EXPECTED_TO.exec(line)?.groups;
  if (expected?.left && expected.right) {
    return `${expected.pre}${valueShape(expected.left)}${expected.verb}${expected.post === undefined ? ` ${valueShape(expected.right)}` : ` ${valueShape(expected.right)}${expected.post}`}`;
  }
  // Its words between the values make a long line costly to match (quadratic in its length).
  const prose = line.length <= PROSE_AT_MOST ? EXPECTED_GOT.exec(line)?.groups : undefined;
  if (prose?.left && prose.right && looksLikeValue(prose.left) && looksLikeValue(prose.right)) {
    return `${prose.pre}${valueShape(prose.left)}${prose.mid}${valueShape(prose.right)}`;
  }
  const labelled = LABELLED.exec(line)?.groups;
  if (labelled?.label && labelled.value) return `${labelled.label} ${valueShape(labelled.value)}`;
  return line;
}

/** A printed value, not words: "3", "[1]", "'a'", "None", "Foo(x=1)"; "x != y" in prose is not. */
function looksLikeValue(text: string): boolean {
  return (
    valueShape(text) !== "<value>" ||
    /^[\w$.]+\(.*\)$/.test(text.trim()) ||
    /^<.*>$/.test(text.trim())
  );
}
