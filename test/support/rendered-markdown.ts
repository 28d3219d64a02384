import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";
import { type DefaultTreeAdapterMap, parseFragment } from "parse5";

/**
 * A body as GitHub shows it, rendered by a real CommonMark + GFM renderer (micromark, raw HTML let
 * through so any that gets in is seen), then read back as HTML by parse5 the way a browser reads
 * it. What it finds is what a reader would click, see or be notified by.
 */

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** The elements fix-loop's own Markdown makes; anything else came from someone else's text. */
const OWN_ELEMENTS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "code",
  "pre",
  "strong",
  "em",
  "ul",
  "ol",
  "li",
  "blockquote",
  "details",
  "summary",
  "sub",
  "br",
  "hr",
  "a",
]);

/**
 * What GitHub links in text beyond GFM's autolinks (issue and pull URLs, #123, GH-123,
 * owner/repo#1, commit SHAs, @mentions, e-mail addresses), and the URLs GFM itself links:
 * none may be in text outside code and outside fix-loop's own links.
 */
const LINKED_BY_GITHUB: Array<[string, RegExp]> = [
  ["url", /[a-z][a-z0-9+.-]*:\/\/|www\./i],
  ["mention", /@[A-Za-z0-9]/],
  ["issue reference", /#\d/],
  ["GH- reference", /\bGH-\d/i],
  ["cross-repository reference", /[\w.-]+\/[\w.-]+#\d/],
  // Hex with letters and digits both: a number alone (a uid, a count) is no commit.
  ["commit", /\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/],
];

export interface Finding {
  what: string;
  detail: string;
}

export interface InspectOptions {
  /** Link targets fix-loop itself puts in the body (runs, issues, pull requests). */
  ownLinks?: readonly string[];
  /** Text outside code fix-loop itself writes that a pattern above would match (e.g. "#12"). */
  ownText?: readonly string[];
}

/** Bodies already rendered: a test inspects the same body several ways (bounded, per worker). */
const rendered = new Map<string, string>();
/** GFM's syntax and HTML extensions, made once instead of on every render. */
const SYNTAX = [gfm()];
const HTML = [gfmHtml()];

export function renderGfm(markdown: string): string {
  const known = rendered.get(markdown);
  if (known !== undefined) return known;
  const html = micromark(markdown, {
    allowDangerousHtml: true,
    extensions: SYNTAX,
    htmlExtensions: HTML,
  });
  if (rendered.size >= 5_000) rendered.clear();
  rendered.set(markdown, html);
  return html;
}

/**
 * The rendered body read back as HTML: the last few kept, since a test walks one body several
 * ways in a row (its findings, its comments, its structure). The walks only read the tree.
 */
const parsed = new Map<string, Node>();

function renderedTree(markdown: string): Node {
  const known = parsed.get(markdown);
  if (known !== undefined) return known;
  const tree = parseFragment(renderGfm(markdown)) as unknown as Node;
  if (parsed.size >= 64) parsed.delete(parsed.keys().next().value as string);
  parsed.set(markdown, tree);
  return tree;
}

/** Everything in the rendered body that links, loads, runs or notifies and is not fix-loop's. */
export function inspectRendered(markdown: string, options: InspectOptions = {}): Finding[] {
  const findings: Finding[] = [];
  const own = new Set(options.ownLinks ?? []);
  const walk = (node: Node, inCode: boolean) => {
    if (node.nodeName === "#text") {
      if (!inCode) checkText((node as DefaultTreeAdapterMap["textNode"]).value);
      return;
    }
    if (node.nodeName === "#comment") return;
    const element = node as Element;
    let code = inCode;
    if (element.tagName) {
      if (!OWN_ELEMENTS.has(element.tagName))
        findings.push({ what: `element <${element.tagName}>`, detail: outer(element) });
      if (element.tagName === "a") {
        const href = element.attrs.find((attr) => attr.name === "href")?.value ?? "";
        if (!own.has(href)) findings.push({ what: "link", detail: href });
        // fix-loop's own link text is its own words.
        code = true;
      }
      if (element.tagName === "code" || element.tagName === "pre") code = true;
      const extra = element.attrs.filter(
        (attr) =>
          !(element.tagName === "a" && attr.name === "href") &&
          !(
            element.tagName === "code" &&
            attr.name === "class" &&
            /^language-\w+$/.test(attr.value)
          ) &&
          !(/^t[hd]$/.test(element.tagName) && attr.name === "align"),
      );
      for (const attr of extra)
        findings.push({ what: `attribute ${attr.name}`, detail: outer(element) });
    }
    for (const child of (element.childNodes ?? []) as Node[]) walk(child, code);
    const content = (element as unknown as { content?: { childNodes: Node[] } }).content;
    for (const child of content?.childNodes ?? []) walk(child, code);
  };
  const checkText = (raw: string) => {
    let text = raw;
    for (const allowed of options.ownText ?? []) text = text.replaceAll(allowed, "");
    for (const [what, pattern] of LINKED_BY_GITHUB) {
      const match = pattern.exec(text);
      if (match) findings.push({ what, detail: context(text, match.index) });
    }
  };
  walk(renderedTree(markdown), false);
  return findings;
}

/** The HTML comments the rendered body holds, in order (fix-loop's markers, if all is well). */
export function renderedComments(markdown: string): string[] {
  const comments: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === "#comment")
      comments.push((node as DefaultTreeAdapterMap["commentNode"]).data);
    for (const child of ((node as Element).childNodes ?? []) as Node[]) walk(child);
  };
  walk(renderedTree(markdown));
  return comments;
}

function outer(element: Element): string {
  const attrs = element.attrs.map((attr) => `${attr.name}="${attr.value}"`).join(" ");
  return `<${element.tagName}${attrs ? ` ${attrs}` : ""}>`;
}

function context(text: string, index: number): string {
  return JSON.stringify(text.slice(Math.max(0, index - 30), index + 50));
}

/**
 * The rendered body's element structure outside code: tag names in document order. Text fix-loop
 * did not write changes none of it when it stays text (no emphasis, heading, list, table cell or
 * paragraph of its own), so the same body made from plain text of the same shape has the same.
 */
export function renderedStructure(markdown: string): string[] {
  const tags: string[] = [];
  const walk = (node: Node) => {
    const element = node as Element;
    if (element.tagName) tags.push(element.tagName);
    if (element.tagName === "code" || element.tagName === "pre") return;
    for (const child of (element.childNodes ?? []) as Node[]) walk(child);
  };
  walk(renderedTree(markdown));
  return tags;
}
