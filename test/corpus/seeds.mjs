/**
 * The corpus: real open-source projects (brought with the `fetch` tool into /work/.mirror, or any
 * bare clone given with --mirrors) and the bugs seeded into them, one edit each. The truth of each
 * bug (its kind and the function it breaks) is written here by hand; which tests it fails is what
 * the project's own suite reported when build-corpus.mjs ran it.
 */

const PYTEST = "python3 -m pytest -q -p no:cacheprovider";
/** jest-junit writes where these say; build-corpus.mjs reads the report at fix-loop-corpus/junit.xml. */
const JEST_JUNIT = "JEST_JUNIT_OUTPUT_DIR=fix-loop-corpus JEST_JUNIT_OUTPUT_NAME=junit.xml";

export const PROJECTS = [
  {
    name: "more-itertools",
    mirror: "more-itertools+more-itertools",
    commit: "2fe1b2e",
    license: "LICENSE",
    language: "python",
    runner: "pytest",
    /** {report} is replaced by the JUnit report's path. */
    command: `${PYTEST} --junitxml={report}`,
    sources: ["more_itertools/more.py", "more_itertools/recipes.py"],
    bugs: [
      {
        id: "windowed-off-by-one",
        kind: "off-by-one",
        culprit: "more_itertools/more.py:windowed",
        file: "more_itertools/more.py",
        find: "for _ in islice(filler, step - 1, None, step):",
        replace: "for _ in islice(filler, step, None, step):",
      },
      {
        id: "always-iterable-branch",
        kind: "wrong branch",
        culprit: "more_itertools/more.py:always_iterable",
        file: "more_itertools/more.py",
        find: "if (base_type is not None) and isinstance(obj, base_type):",
        replace: "if (base_type is not None) and not isinstance(obj, base_type):",
      },
      {
        id: "ilen-type-error",
        kind: "exception",
        culprit: "more_itertools/more.py:ilen",
        file: "more_itertools/more.py",
        find: "return sum(compress(repeat(1), zip(iterable)))",
        replace: "return sum(compress(repeat('1'), zip(iterable)))",
      },
      {
        // take() returning a tuple was tried first: chunked() then never meets its [] sentinel
        // and the suite loops until memory runs out. A seeded bug must end.
        id: "quantify-returns-str",
        kind: "wrong return type",
        culprit: "more_itertools/recipes.py:quantify",
        file: "more_itertools/recipes.py",
        find: "    return sum(map(pred, iterable))",
        replace: "    return str(sum(map(pred, iterable)))",
      },
      {
        id: "recipes-needs-env",
        kind: "environment/config error",
        culprit: "more_itertools/recipes.py:<module>",
        file: "more_itertools/recipes.py",
        find: "from collections import deque",
        replace:
          "import os\n_MODE = os.environ['MORE_ITERTOOLS_MODE']\nfrom collections import deque",
      },
    ],
  },
  {
    name: "toolz",
    mirror: "pytoolz+toolz",
    commit: "568c2b8",
    license: "LICENSE.txt",
    language: "python",
    runner: "pytest",
    // test_has_version needs the package installed, which it is not here: it fails before any seed.
    command: `${PYTEST} --junitxml={report} toolz --deselect toolz/tests/test_package.py::test_has_version`,
    sources: ["toolz/itertoolz.py", "toolz/dicttoolz.py", "toolz/utils.py"],
    bugs: [
      {
        id: "sliding-window-off-by-one",
        kind: "off-by-one",
        culprit: "toolz/itertoolz.py:sliding_window",
        file: "toolz/itertoolz.py",
        find: "for i, it in enumerate(itertools.tee(seq, n))))",
        replace: "for i, it in enumerate(itertools.tee(seq, n), 1)))",
      },
      {
        id: "get-default-branch",
        kind: "wrong branch",
        culprit: "toolz/itertoolz.py:get",
        file: "toolz/itertoolz.py",
        find: "            if default == no_default:\n                if len(ind) > 1:",
        replace: "            if default != no_default:\n                if len(ind) > 1:",
      },
      {
        id: "frequencies-type-error",
        kind: "exception",
        culprit: "toolz/itertoolz.py:frequencies",
        file: "toolz/itertoolz.py",
        find: "        d[item] += 1\n    return dict(d)",
        replace: "        d[item] += '1'\n    return dict(d)",
      },
      {
        id: "valmap-returns-list",
        kind: "wrong return type",
        culprit: "toolz/dicttoolz.py:valmap",
        file: "toolz/dicttoolz.py",
        find: "    rv.update(zip(d.keys(), map(func, d.values())))\n    return rv",
        replace: "    rv.update(zip(d.keys(), map(func, d.values())))\n    return list(rv.items())",
      },
      {
        id: "utils-needs-env",
        kind: "environment/config error",
        culprit: "toolz/utils.py:<module>",
        file: "toolz/utils.py",
        find: "def raises(err, lamda):",
        replace: "import os\n_STRICT = os.environ['TOOLZ_STRICT']\n\n\ndef raises(err, lamda):",
      },
    ],
  },
  {
    name: "ufo",
    mirror: "unjs+ufo",
    commit: "11308c0",
    license: "LICENSE",
    language: "typescript",
    runner: "vitest",
    /** {vitest} is fix-loop's own vitest binary: ufo's dev dependencies are not installed. */
    command: "{vitest} run --root . --reporter=junit --outputFile={report}",
    sources: ["src/utils.ts", "src/query.ts"],
    bugs: [
      {
        id: "without-trailing-slash-off-by-one",
        kind: "off-by-one",
        culprit: "src/utils.ts:withoutTrailingSlash",
        file: "src/utils.ts",
        find: 'return (hasTrailingSlash(input) ? input.slice(0, -1) : input) || "/";',
        replace: 'return (hasTrailingSlash(input) ? input.slice(0, -2) : input) || "/";',
      },
      {
        id: "is-relative-branch",
        kind: "wrong branch",
        culprit: "src/utils.ts:isRelative",
        file: "src/utils.ts",
        find: '["./", "../"].some((string_) => inputString.startsWith(string_))',
        replace: '["./", "../"].every((string_) => inputString.startsWith(string_))',
      },
      {
        id: "parse-query-null",
        kind: "exception",
        culprit: "src/query.ts:parseQuery",
        file: "src/query.ts",
        find: "const s = parameter.match(/([^=]+)=?(.*)/) || [];",
        replace: "const s = parameter.match(/([^=]+)=?(.*)/)!;",
      },
      {
        id: "has-protocol-returns-match",
        kind: "wrong return type",
        culprit: "src/utils.ts:hasProtocol",
        file: "src/utils.ts",
        find: "    return PROTOCOL_STRICT_REGEX.test(inputString);",
        replace: "    return PROTOCOL_STRICT_REGEX.exec(inputString) as unknown as boolean;",
      },
      {
        id: "utils-needs-env",
        kind: "environment/config error",
        culprit: "src/utils.ts:<module>",
        file: "src/utils.ts",
        find: "export function isRelative(",
        replace:
          "const BASE_URL = process.env.UFO_BASE_URL!.trim();\nexport const baseURL = () => BASE_URL;\n\nexport function isRelative(",
      },
    ],
  },
  {
    name: "dayjs",
    mirror: "iamkun+dayjs",
    commit: "02b7a5c6",
    license: "LICENSE",
    language: "javascript",
    runner: "jest 22",
    /** The project's dev dependencies that its suite needs, installed into the cache. */
    install: [
      "jest@22.4.3",
      "babel-jest@22.4.3",
      "babel-core@7.0.0-bridge.0",
      "@babel/core@7",
      "@babel/preset-env@7",
      "jest-junit@12",
      "mockdate@2",
      "moment@2.29.2",
      "moment-timezone@0.5.31",
    ],
    /** Not built yet: its coverage re-runs take a quarter of an hour on two busy cores. */
    together: false,
    /** As jest-junit's README gives it; its own coverage (collectCoverage) is off as in `npm run test-tz`. */
    command: `${JEST_JUNIT} node_modules/.bin/jest --ci --coverage=false --reporters=default --reporters=jest-junit`,
    sources: ["src/index.js", "src/utils.js"],
    bugs: [
      {
        id: "add-day-off-by-one",
        kind: "off-by-one",
        culprit: "src/index.js:add",
        file: "src/index.js",
        find: "      return instanceFactorySet(1)",
        replace: "      return instanceFactorySet(2)",
      },
      {
        id: "start-of-branch",
        kind: "wrong branch",
        culprit: "src/index.js:startOf",
        file: "src/index.js",
        find: "        return isStartOf ? instanceFactory(1, $M) :",
        replace: "        return !isStartOf ? instanceFactory(1, $M) :",
      },
      {
        id: "pretty-unit-type-error",
        kind: "exception",
        culprit: "src/utils.js:prettyUnit",
        file: "src/utils.js",
        find: "return special[u] || String(u || '').toLowerCase().replace(/s$/, '')",
        replace: "return special[u] || u.toLowerCase().replace(/s$/, '')",
      },
    ],
  },
  {
    name: "entities",
    mirror: "fb55+entities",
    commit: "61afd47",
    license: "LICENSE",
    language: "typescript",
    runner: "jest 29",
    install: ["jest@29", "ts-jest@29", "typescript@5", "@types/node@20", "jest-junit@16"],
    /**
     * No case with every bug at once: entities' round-trip tests encode then decode, so the
     * encodeXML bug's failures also call the broken replaceCodePoint, and coverage gives them
     * to it (two bugs in one group). Kept out until triage can tell such bugs apart.
     */
    together: false,
    command: `${JEST_JUNIT} node_modules/.bin/jest --ci --reporters=default --reporters=jest-junit`,
    sources: ["src/escape.ts", "src/encode.ts", "src/decode_codepoint.ts"],
    bugs: [
      {
        id: "encode-xml-off-by-one",
        kind: "off-by-one",
        culprit: "src/escape.ts:encodeXML",
        file: "src/escape.ts",
        find: "            ret += str.substring(lastIdx, i) + next;\n            lastIdx = i + 1;",
        replace:
          "            ret += str.substring(lastIdx, i) + next;\n            lastIdx = i + 2;",
      },
      {
        id: "replace-code-point-branch",
        kind: "wrong branch",
        culprit: "src/decode_codepoint.ts:replaceCodePoint",
        file: "src/decode_codepoint.ts",
        find: "codePoint > 0x10ffff) {",
        replace: "codePoint < 0x10ffff) {",
      },
      {
        id: "encode-trie-type-error",
        kind: "exception",
        culprit: "src/encode.ts:encodeHTMLTrieRe",
        file: "src/encode.ts",
        find: "            next = next.v;",
        replace: "            next = (next.v as string).trim();",
      },
    ],
  },
  {
    name: "commander",
    mirror: "tj+commander.js",
    // The last commit before commander left jest (v14.0.0 and one fix).
    commit: "63eed4aa",
    license: "LICENSE",
    language: "javascript",
    runner: "jest 29",
    // ts-jest type-checks tests/ts-imports.test.ts with tsconfig.ts.json, whose `types` name
    // node and jest: both type packages are needed, eslint and tsd are not.
    install: [
      "jest@29",
      "ts-jest@29",
      "typescript@5",
      "@types/node@22",
      "@types/jest@29",
      "jest-junit@16",
    ],
    /** Not built: each single-bug case takes a few minutes already. */
    together: false,
    /**
     * As jest-junit's README gives it, with jest.config.js's own `collectCoverage: true` left on,
     * and two workers: on two cores jest runs in band, where command.parse.test.js's
     * `program.parse()` reads jest's own process.argv, takes `--ci` for an unknown option and
     * calls process.exit (a worker's argv holds no option). A machine with more cores runs
     * workers anyway.
     */
    command: `${JEST_JUNIT} node_modules/.bin/jest --ci --maxWorkers=2 --reporters=default --reporters=jest-junit`,
    sources: ["lib/help.js", "lib/option.js", "lib/suggestSimilar.js"],
    bugs: [
      {
        // The last letter of the typed word is never compared: "Did you mean" goes wrong.
        id: "edit-distance-off-by-one",
        kind: "off-by-one",
        culprit: "lib/suggestSimilar.js:editDistance",
        file: "lib/suggestSimilar.js",
        find: "    for (let i = 1; i <= a.length; i++) {",
        replace: "    for (let i = 1; i < a.length; i++) {",
      },
      {
        // An item with a description is printed as its bare term: help loses every description.
        id: "format-item-branch",
        kind: "wrong branch",
        culprit: "lib/help.js:formatItem",
        file: "lib/help.js",
        find: "    if (!description) return itemIndentStr + term;",
        replace: "    if (description) return itemIndentStr + term;",
      },
      {
        // An option with only a short flag reads its missing long flag.
        id: "option-name-type-error",
        kind: "exception",
        culprit: "lib/option.js:name",
        file: "lib/option.js",
        find: "    return this.short.replace(/^-/, '');",
        replace: "    return this.long.replace(/^-/, '');",
      },
    ],
  },
  {
    name: "uuid",
    mirror: "google+uuid",
    commit: "0f11ee6",
    license: "LICENSE",
    language: "go",
    runner: "go test (gotestsum 1.8)",
    /**
     * As gotestsum's README gives it (gotestsum is the JUnit writer Debian packages; the Go
     * module proxy is out of reach here). The module needs nothing outside the standard library.
     */
    command: "gotestsum --junitfile {report} -- ./...",
    sources: ["uuid.go"],
    bugs: [
      {
        // String, URN and MarshalText write the time-mid bytes one place on: six tests, six messages.
        id: "encode-hex-off-by-one",
        kind: "off-by-one",
        culprit: "uuid.go:uuid.encodeHex",
        file: "uuid.go",
        find: "hex.Encode(dst[9:13], uuid[4:6])",
        replace: "hex.Encode(dst[9:13], uuid[5:7])",
      },
      {
        id: "variant-branch",
        kind: "wrong branch",
        culprit: "uuid.go:uuid.UUID.Variant",
        file: "uuid.go",
        find: "case (uuid[8] & 0xc0) == 0x80:",
        replace: "case (uuid[8] & 0xc0) != 0x80:",
      },
      {
        // A panic in a subtest: go stops the package there, and the parent test fails with no
        // output of its own.
        id: "validate-panic",
        kind: "exception",
        culprit: "uuid.go:uuid.Validate",
        file: "uuid.go",
        find: "s = s[1 : len(s)-1]",
        replace: "s = s[1 : len(s)+1]",
      },
    ],
  },
];
