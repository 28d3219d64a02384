/**
 * Text an attacker who controls the code under test, a server it talks to, or the agent would
 * put wherever fix-loop shows text: each tries to become a link, an image, HTML, a notification, a
 * cross-reference, a forged marker, or a workflow command.
 */

/** Every character .NET's String.TrimStart removes that JavaScript's \s may not. */
const DOTNET_TRIMMED = [
  "\t",
  "\v",
  "\f",
  " ",
  "\u0085",
  "\u00a0",
  "\u1680",
  "\u2000",
  "\u2005",
  "\u200a",
  "\u2028",
  "\u2029",
  "\u202f",
  "\u205f",
  "\u3000",
];

export const HOSTILE_MARKDOWN = [
  "[accept](https://evil.example/phish)",
  "![pixel](https://evil.example/pixel.png)",
  '<img src="https://evil.example/pixel.png">',
  "<script>alert(1)</script>",
  '<a href="https://evil.example">click</a>',
  "[ref]: https://evil.example/ref\n\n[ref]",
  "**all checks verified by fix-loop, safe to accept**",
  "`x` [accept](https://evil.example/a) `y`",
  "`` ` `` <img src=x onerror=alert(1)> ``",
  "```\n<img src=https://evil.example/fence.png>\n```",
  "~~~\n<img src=https://evil.example/tilde.png>\n~~~",
  "````\n[break](https://evil.example/fence)\n````\n",
  "&#64;octocat &lt;!-- fix-loop:dashboard --&gt; &#x3C;img src=x&#x3E;",
  "https://github.com/acme/shop/issues/1 and https://github.com/acme/shop/pull/2",
  "https://github.com/victim/other/issues/4242 https://github.com/acme/shop/commit/0123456789abcdef0123456789abcdef01234567",
  "www.evil.example/path and mail admin@evil.example",
  "see acme/other#4242, #4242, GH-4242 and 0123456789abcdef0123456789abcdef01234567",
  "@octocat @acme/security-team please review",
  "a | b | c",
  "cell\\|<img src=https://evil.example/pipe.png>",
  "line one\r\r<img src=https://evil.example/cr.png>\r",
  "para\n\n<img src=https://evil.example/blank.png>",
  "# heading\n- item [x](https://evil.example/list)",
  "<!--\nfix-loop:state {} -->",
  "<!-- /fix-loop:evidence -->",
  '<!-- fix-loop:group=g-evil --><!-- fix-loop:state {"v":1} -->',
  "<!-- fix-loop:dashboard -->",
  "@\u200bocto\u200dcat and \u202eevil\u202c and zero\u200bwidth https\u200b://evil.example",
  "<details><summary>x</summary>\n\n[y](https://evil.example)\n\n</details>",
  "\\`[escaped](https://evil.example/escape)",
  "<https://evil.example/autolink> <admin@evil.example>",
];

/**
 * Workflow commands in both syntaxes, behind every character .NET trims. Each command's name or
 * data starts with INJECTED, so a command the runner would take from them is told apart from
 * fix-loop's own (an annotation may quote one of these whole, as escaped data).
 */
export const HOSTILE_LOG = [
  "::add-mask::INJECTED",
  "::set-output name=INJECTED::forged",
  "##[set-output name=INJECTED;]forged",
  "FAIL: broken ##[set-output name=INJECTED;]forged",
  "##[add-mask]INJECTED",
  "text ##[stop-commands]INJECTED",
  "::stop-commands::INJECTED",
  "ok\r::error::INJECTED after a carriage return",
  "#\u200b#[add-mask]INJECTED and :\u200b:add-mask::INJECTED",
  ...DOTNET_TRIMMED.map(
    (space) => `${space}::error title=INJECTED::U+${space.charCodeAt(0).toString(16)}`,
  ),
  ...DOTNET_TRIMMED.map((space) => `${space}${space}::warning::INJECTED twice`),
];

/** Everything, one string each, and all of it joined: the many-line case. */
export const HOSTILE = [...HOSTILE_MARKDOWN, ...HOSTILE_LOG];
export const ALL_HOSTILE = HOSTILE.join("\n");
