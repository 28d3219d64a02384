/** The printed heading of a failing test in verify's closing summary: "ID [T-XXXX] (file)". */
export function printedHeading(stdout: string, name: string): { id: string; alias: string } {
  const line = stdout.split("\n").find((l) => l.includes(name) && / \[T-[0-9A-F]+\] \(/.test(l));
  const match = / ?(.+) \[(T-[0-9A-F]+)\] \(/.exec(line ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`no heading for ${name} in:\n${stdout}`);
  return { id: match[1], alias: match[2] };
}
