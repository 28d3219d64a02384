/**
 * The name fix-loop gives the package of an import path in a Go function's name: the path's last
 * element, as goroutine dumps show it, except a major version suffix (`github.com/Masterminds/
 * semver/v3`), where the package is named after the element before it by Go's convention: a
 * culprit reads `semver.comparePrerelease`, not `v3.comparePrerelease`.
 */
export function goPackageName(importPath: string): string {
  const elements = importPath.split("/");
  const last = elements.at(-1) ?? "";
  const before = elements.at(-2);
  return /^v\d+$/.test(last) && before ? before : last;
}

/** "example.com/m/pkg.(*Parser).Parse" -> "pkg.(*Parser).Parse". */
export function goShortName(name: string): string {
  const slash = name.lastIndexOf("/");
  const dot = name.indexOf(".", slash + 1);
  if (dot === -1) return name.slice(slash + 1);
  return `${goPackageName(name.slice(0, dot))}${name.slice(dot)}`;
}
