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
