import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  _enum,
  array,
  boolean,
  literal,
  number,
  object,
  partialRecord,
  record,
  refusedTierVariable,
  string
} from "./cli-chunk-KUUEXE4X.js";
import {
  existsIn,
  require_dist
} from "./cli-chunk-JFX3ZYDB.js";
import {
  hookVariables,
  isExecutable,
  joinShell,
  quoteShell,
  runProcess,
  simpleCommands,
  splitShell,
  stripAnsi,
  stripReportColours,
  unquote
} from "./cli-chunk-J3ZY42EI.js";
import {
  messageOf
} from "./cli-chunk-IR6XB55K.js";
import {
  execaWhenNeeded,
  isRoot,
  privileged,
  privilegedSync
} from "./cli-chunk-7R7BV2GB.js";
import {
  __commonJS,
  __toESM
} from "./cli-chunk-T23RE6E6.js";

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path43, { windows } = {}) => {
      const segs = path43.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan2 = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start2 = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start2 + 1) {
            start2 += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start2) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start2) {
          negated = token.negated = true;
          start2++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base2 = str;
      let prefix = "";
      let glob2 = "";
      if (start2 > 0) {
        prefix = str.slice(0, start2);
        str = str.slice(start2);
        lastIndex -= start2;
      }
      if (base2 && isGlob === true && lastIndex > 0) {
        base2 = str.slice(0, lastIndex);
        glob2 = str.slice(lastIndex);
      } else if (isGlob === true) {
        base2 = "";
        glob2 = str;
      } else {
        base2 = str;
      }
      if (base2 && base2 !== "" && base2 !== "/" && base2 !== str) {
        if (isPathSeparator(base2.charCodeAt(base2.length - 1))) {
          base2 = base2.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob2) glob2 = utils.removeBackslashes(glob2);
        if (base2 && backslashes === true) {
          base2 = utils.removeBackslashes(base2);
        }
      }
      const state = {
        prefix,
        input,
        start: start2,
        base: base2,
        glob: glob2,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start2;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start2 !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start2) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start2;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan2;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants2 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants2;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants2.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal2 = normalizeSimpleBranch(branch);
        if (literal2 && literal2.length === 1) {
          safeChars.push(literal2);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse3 = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants2.globChars(opts.windows);
      const EXTGLOB_CHARS = constants2.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal2 = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open3 = tokens[token.tokensIndex];
          open3.type = "text";
          open3.value = literal2;
          open3.output = safeOutput || utils.escapeRegex(literal2);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open3.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse3(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix2 = POSIX_REGEX_SOURCE[rest2];
                if (posix2) {
                  prev.value = pre + posix2;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open3 = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open3);
          push(open3);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse3.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants2.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse3;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan2 = require_scan();
    var parse3 = require_parse();
    var utils = require_utils();
    var constants2 = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch2 = (glob2, options, returnState = false) => {
      if (Array.isArray(glob2)) {
        const fns = glob2.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob2) && glob2.tokens && glob2.input;
      if (glob2 === "" || typeof glob2 !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix2 = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob2, options) : picomatch2.makeRe(glob2, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob: glob2, posix: posix2 });
        const result = { glob: glob2, state, regex, posix: posix2, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch2.test = (input, regex, options, { glob: glob2, posix: posix2 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix2 ? utils.toPosixSlashes : null);
      let match = input === glob2;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob2;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix2);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob2, options, posix2 = options && options.windows) => {
      const regex = glob2 instanceof RegExp ? glob2 : picomatch2.makeRe(glob2, options);
      return regex.test(utils.basename(input, { windows: posix2 }));
    };
    picomatch2.isMatch = (str, patterns, options) => picomatch2(patterns, options)(str);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse3(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan2(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse3.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse3(input, options);
      }
      return picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants2;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob2, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob2, options, returnState);
    }
    Object.assign(picomatch2, pico);
    module.exports = picomatch2;
  }
});

// node_modules/xmlchars/xml/1.0/ed5.js
var require_ed5 = __commonJS({
  "node_modules/xmlchars/xml/1.0/ed5.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CHAR = "	\n\r -\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}";
    exports.S = " 	\r\n";
    exports.NAME_START_CHAR = ":A-Z_a-z\xC0-\xD6\xD8-\xF6\xF8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}";
    exports.NAME_CHAR = "-" + exports.NAME_START_CHAR + ".0-9\xB7\u0300-\u036F\u203F-\u2040";
    exports.CHAR_RE = new RegExp("^[" + exports.CHAR + "]$", "u");
    exports.S_RE = new RegExp("^[" + exports.S + "]+$", "u");
    exports.NAME_START_CHAR_RE = new RegExp("^[" + exports.NAME_START_CHAR + "]$", "u");
    exports.NAME_CHAR_RE = new RegExp("^[" + exports.NAME_CHAR + "]$", "u");
    exports.NAME_RE = new RegExp("^[" + exports.NAME_START_CHAR + "][" + exports.NAME_CHAR + "]*$", "u");
    exports.NMTOKEN_RE = new RegExp("^[" + exports.NAME_CHAR + "]+$", "u");
    var TAB = 9;
    var NL = 10;
    var CR = 13;
    var SPACE = 32;
    exports.S_LIST = [SPACE, NL, CR, TAB];
    function isChar(c) {
      return c >= SPACE && c <= 55295 || c === NL || c === CR || c === TAB || c >= 57344 && c <= 65533 || c >= 65536 && c <= 1114111;
    }
    exports.isChar = isChar;
    function isS(c) {
      return c === SPACE || c === NL || c === CR || c === TAB;
    }
    exports.isS = isS;
    function isNameStartChar(c) {
      return c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 58 || c === 95 || c === 8204 || c === 8205 || c >= 192 && c <= 214 || c >= 216 && c <= 246 || c >= 248 && c <= 767 || c >= 880 && c <= 893 || c >= 895 && c <= 8191 || c >= 8304 && c <= 8591 || c >= 11264 && c <= 12271 || c >= 12289 && c <= 55295 || c >= 63744 && c <= 64975 || c >= 65008 && c <= 65533 || c >= 65536 && c <= 983039;
    }
    exports.isNameStartChar = isNameStartChar;
    function isNameChar(c) {
      return isNameStartChar(c) || c >= 48 && c <= 57 || c === 45 || c === 46 || c === 183 || c >= 768 && c <= 879 || c >= 8255 && c <= 8256;
    }
    exports.isNameChar = isNameChar;
  }
});

// node_modules/xmlchars/xml/1.1/ed2.js
var require_ed2 = __commonJS({
  "node_modules/xmlchars/xml/1.1/ed2.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CHAR = "-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}";
    exports.RESTRICTED_CHAR = "-\b\v\f-\x7F-\x84\x86-\x9F";
    exports.S = " 	\r\n";
    exports.NAME_START_CHAR = ":A-Z_a-z\xC0-\xD6\xD8-\xF6\xF8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}";
    exports.NAME_CHAR = "-" + exports.NAME_START_CHAR + ".0-9\xB7\u0300-\u036F\u203F-\u2040";
    exports.CHAR_RE = new RegExp("^[" + exports.CHAR + "]$", "u");
    exports.RESTRICTED_CHAR_RE = new RegExp("^[" + exports.RESTRICTED_CHAR + "]$", "u");
    exports.S_RE = new RegExp("^[" + exports.S + "]+$", "u");
    exports.NAME_START_CHAR_RE = new RegExp("^[" + exports.NAME_START_CHAR + "]$", "u");
    exports.NAME_CHAR_RE = new RegExp("^[" + exports.NAME_CHAR + "]$", "u");
    exports.NAME_RE = new RegExp("^[" + exports.NAME_START_CHAR + "][" + exports.NAME_CHAR + "]*$", "u");
    exports.NMTOKEN_RE = new RegExp("^[" + exports.NAME_CHAR + "]+$", "u");
    var TAB = 9;
    var NL = 10;
    var CR = 13;
    var SPACE = 32;
    exports.S_LIST = [SPACE, NL, CR, TAB];
    function isChar(c) {
      return c >= 1 && c <= 55295 || c >= 57344 && c <= 65533 || c >= 65536 && c <= 1114111;
    }
    exports.isChar = isChar;
    function isRestrictedChar(c) {
      return c >= 1 && c <= 8 || c === 11 || c === 12 || c >= 14 && c <= 31 || c >= 127 && c <= 132 || c >= 134 && c <= 159;
    }
    exports.isRestrictedChar = isRestrictedChar;
    function isCharAndNotRestricted(c) {
      return c === 9 || c === 10 || c === 13 || c > 31 && c < 127 || c === 133 || c > 159 && c <= 55295 || c >= 57344 && c <= 65533 || c >= 65536 && c <= 1114111;
    }
    exports.isCharAndNotRestricted = isCharAndNotRestricted;
    function isS(c) {
      return c === SPACE || c === NL || c === CR || c === TAB;
    }
    exports.isS = isS;
    function isNameStartChar(c) {
      return c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 58 || c === 95 || c === 8204 || c === 8205 || c >= 192 && c <= 214 || c >= 216 && c <= 246 || c >= 248 && c <= 767 || c >= 880 && c <= 893 || c >= 895 && c <= 8191 || c >= 8304 && c <= 8591 || c >= 11264 && c <= 12271 || c >= 12289 && c <= 55295 || c >= 63744 && c <= 64975 || c >= 65008 && c <= 65533 || c >= 65536 && c <= 983039;
    }
    exports.isNameStartChar = isNameStartChar;
    function isNameChar(c) {
      return isNameStartChar(c) || c >= 48 && c <= 57 || c === 45 || c === 46 || c === 183 || c >= 768 && c <= 879 || c >= 8255 && c <= 8256;
    }
    exports.isNameChar = isNameChar;
  }
});

// node_modules/xmlchars/xmlns/1.0/ed3.js
var require_ed3 = __commonJS({
  "node_modules/xmlchars/xmlns/1.0/ed3.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.NC_NAME_START_CHAR = "A-Z_a-z\xC0-\xD6\xD8-\xF6\xF8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}";
    exports.NC_NAME_CHAR = "-" + exports.NC_NAME_START_CHAR + ".0-9\xB7\u0300-\u036F\u203F-\u2040";
    exports.NC_NAME_START_CHAR_RE = new RegExp("^[" + exports.NC_NAME_START_CHAR + "]$", "u");
    exports.NC_NAME_CHAR_RE = new RegExp("^[" + exports.NC_NAME_CHAR + "]$", "u");
    exports.NC_NAME_RE = new RegExp("^[" + exports.NC_NAME_START_CHAR + "][" + exports.NC_NAME_CHAR + "]*$", "u");
    function isNCNameStartChar(c) {
      return c >= 65 && c <= 90 || c === 95 || c >= 97 && c <= 122 || c >= 192 && c <= 214 || c >= 216 && c <= 246 || c >= 248 && c <= 767 || c >= 880 && c <= 893 || c >= 895 && c <= 8191 || c >= 8204 && c <= 8205 || c >= 8304 && c <= 8591 || c >= 11264 && c <= 12271 || c >= 12289 && c <= 55295 || c >= 63744 && c <= 64975 || c >= 65008 && c <= 65533 || c >= 65536 && c <= 983039;
    }
    exports.isNCNameStartChar = isNCNameStartChar;
    function isNCNameChar(c) {
      return isNCNameStartChar(c) || (c === 45 || c === 46 || c >= 48 && c <= 57 || c === 183 || c >= 768 && c <= 879 || c >= 8255 && c <= 8256);
    }
    exports.isNCNameChar = isNCNameChar;
  }
});

// node_modules/saxes/saxes.js
var require_saxes = __commonJS({
  "node_modules/saxes/saxes.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.SaxesParser = exports.EVENTS = void 0;
    var ed5 = require_ed5();
    var ed2 = require_ed2();
    var NSed3 = require_ed3();
    var isS = ed5.isS;
    var isChar10 = ed5.isChar;
    var isNameStartChar = ed5.isNameStartChar;
    var isNameChar = ed5.isNameChar;
    var S_LIST = ed5.S_LIST;
    var NAME_RE = ed5.NAME_RE;
    var isChar11 = ed2.isChar;
    var isNCNameStartChar = NSed3.isNCNameStartChar;
    var isNCNameChar = NSed3.isNCNameChar;
    var NC_NAME_RE = NSed3.NC_NAME_RE;
    var XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace";
    var XMLNS_NAMESPACE = "http://www.w3.org/2000/xmlns/";
    var rootNS = {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment
      __proto__: null,
      xml: XML_NAMESPACE,
      xmlns: XMLNS_NAMESPACE
    };
    var XML_ENTITIES = {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment
      __proto__: null,
      amp: "&",
      gt: ">",
      lt: "<",
      quot: '"',
      apos: "'"
    };
    var EOC = -1;
    var NL_LIKE = -2;
    var S_BEGIN = 0;
    var S_BEGIN_WHITESPACE = 1;
    var S_DOCTYPE = 2;
    var S_DOCTYPE_QUOTE = 3;
    var S_DTD = 4;
    var S_DTD_QUOTED = 5;
    var S_DTD_OPEN_WAKA = 6;
    var S_DTD_OPEN_WAKA_BANG = 7;
    var S_DTD_COMMENT = 8;
    var S_DTD_COMMENT_ENDING = 9;
    var S_DTD_COMMENT_ENDED = 10;
    var S_DTD_PI = 11;
    var S_DTD_PI_ENDING = 12;
    var S_TEXT = 13;
    var S_ENTITY = 14;
    var S_OPEN_WAKA = 15;
    var S_OPEN_WAKA_BANG = 16;
    var S_COMMENT = 17;
    var S_COMMENT_ENDING = 18;
    var S_COMMENT_ENDED = 19;
    var S_CDATA = 20;
    var S_CDATA_ENDING = 21;
    var S_CDATA_ENDING_2 = 22;
    var S_PI_FIRST_CHAR = 23;
    var S_PI_REST = 24;
    var S_PI_BODY = 25;
    var S_PI_ENDING = 26;
    var S_XML_DECL_NAME_START = 27;
    var S_XML_DECL_NAME = 28;
    var S_XML_DECL_EQ = 29;
    var S_XML_DECL_VALUE_START = 30;
    var S_XML_DECL_VALUE = 31;
    var S_XML_DECL_SEPARATOR = 32;
    var S_XML_DECL_ENDING = 33;
    var S_OPEN_TAG = 34;
    var S_OPEN_TAG_SLASH = 35;
    var S_ATTRIB = 36;
    var S_ATTRIB_NAME = 37;
    var S_ATTRIB_NAME_SAW_WHITE = 38;
    var S_ATTRIB_VALUE = 39;
    var S_ATTRIB_VALUE_QUOTED = 40;
    var S_ATTRIB_VALUE_CLOSED = 41;
    var S_ATTRIB_VALUE_UNQUOTED = 42;
    var S_CLOSE_TAG = 43;
    var S_CLOSE_TAG_SAW_WHITE = 44;
    var TAB = 9;
    var NL = 10;
    var CR = 13;
    var SPACE = 32;
    var BANG = 33;
    var DQUOTE = 34;
    var AMP = 38;
    var SQUOTE = 39;
    var MINUS = 45;
    var FORWARD_SLASH = 47;
    var SEMICOLON = 59;
    var LESS = 60;
    var EQUAL = 61;
    var GREATER = 62;
    var QUESTION = 63;
    var OPEN_BRACKET = 91;
    var CLOSE_BRACKET = 93;
    var NEL = 133;
    var LS = 8232;
    var isQuote = (c) => c === DQUOTE || c === SQUOTE;
    var QUOTES = [DQUOTE, SQUOTE];
    var DOCTYPE_TERMINATOR = [...QUOTES, OPEN_BRACKET, GREATER];
    var DTD_TERMINATOR = [...QUOTES, LESS, CLOSE_BRACKET];
    var XML_DECL_NAME_TERMINATOR = [EQUAL, QUESTION, ...S_LIST];
    var ATTRIB_VALUE_UNQUOTED_TERMINATOR = [...S_LIST, GREATER, AMP, LESS];
    function nsPairCheck(parser, prefix, uri) {
      switch (prefix) {
        case "xml":
          if (uri !== XML_NAMESPACE) {
            parser.fail(`xml prefix must be bound to ${XML_NAMESPACE}.`);
          }
          break;
        case "xmlns":
          if (uri !== XMLNS_NAMESPACE) {
            parser.fail(`xmlns prefix must be bound to ${XMLNS_NAMESPACE}.`);
          }
          break;
        default:
      }
      switch (uri) {
        case XMLNS_NAMESPACE:
          parser.fail(prefix === "" ? `the default namespace may not be set to ${uri}.` : `may not assign a prefix (even "xmlns") to the URI ${XMLNS_NAMESPACE}.`);
          break;
        case XML_NAMESPACE:
          switch (prefix) {
            case "xml":
              break;
            case "":
              parser.fail(`the default namespace may not be set to ${uri}.`);
              break;
            default:
              parser.fail("may not assign the xml namespace to another prefix.");
          }
          break;
        default:
      }
    }
    function nsMappingCheck(parser, mapping) {
      for (const local of Object.keys(mapping)) {
        nsPairCheck(parser, local, mapping[local]);
      }
    }
    var isNCName = (name) => NC_NAME_RE.test(name);
    var isName = (name) => NAME_RE.test(name);
    var FORBIDDEN_START = 0;
    var FORBIDDEN_BRACKET = 1;
    var FORBIDDEN_BRACKET_BRACKET = 2;
    exports.EVENTS = [
      "xmldecl",
      "text",
      "processinginstruction",
      "doctype",
      "comment",
      "opentagstart",
      "attribute",
      "opentag",
      "closetag",
      "cdata",
      "error",
      "end",
      "ready"
    ];
    var EVENT_NAME_TO_HANDLER_NAME = {
      xmldecl: "xmldeclHandler",
      text: "textHandler",
      processinginstruction: "piHandler",
      doctype: "doctypeHandler",
      comment: "commentHandler",
      opentagstart: "openTagStartHandler",
      attribute: "attributeHandler",
      opentag: "openTagHandler",
      closetag: "closeTagHandler",
      cdata: "cdataHandler",
      error: "errorHandler",
      end: "endHandler",
      ready: "readyHandler"
    };
    var SaxesParser2 = class {
      /**
       * @param opt The parser options.
       */
      constructor(opt) {
        this.opt = opt !== null && opt !== void 0 ? opt : {};
        this.fragmentOpt = !!this.opt.fragment;
        const xmlnsOpt = this.xmlnsOpt = !!this.opt.xmlns;
        this.trackPosition = this.opt.position !== false;
        this.fileName = this.opt.fileName;
        if (xmlnsOpt) {
          this.nameStartCheck = isNCNameStartChar;
          this.nameCheck = isNCNameChar;
          this.isName = isNCName;
          this.processAttribs = this.processAttribsNS;
          this.pushAttrib = this.pushAttribNS;
          this.ns = Object.assign({ __proto__: null }, rootNS);
          const additional = this.opt.additionalNamespaces;
          if (additional != null) {
            nsMappingCheck(this, additional);
            Object.assign(this.ns, additional);
          }
        } else {
          this.nameStartCheck = isNameStartChar;
          this.nameCheck = isNameChar;
          this.isName = isName;
          this.processAttribs = this.processAttribsPlain;
          this.pushAttrib = this.pushAttribPlain;
        }
        this.stateTable = [
          /* eslint-disable @typescript-eslint/unbound-method */
          this.sBegin,
          this.sBeginWhitespace,
          this.sDoctype,
          this.sDoctypeQuote,
          this.sDTD,
          this.sDTDQuoted,
          this.sDTDOpenWaka,
          this.sDTDOpenWakaBang,
          this.sDTDComment,
          this.sDTDCommentEnding,
          this.sDTDCommentEnded,
          this.sDTDPI,
          this.sDTDPIEnding,
          this.sText,
          this.sEntity,
          this.sOpenWaka,
          this.sOpenWakaBang,
          this.sComment,
          this.sCommentEnding,
          this.sCommentEnded,
          this.sCData,
          this.sCDataEnding,
          this.sCDataEnding2,
          this.sPIFirstChar,
          this.sPIRest,
          this.sPIBody,
          this.sPIEnding,
          this.sXMLDeclNameStart,
          this.sXMLDeclName,
          this.sXMLDeclEq,
          this.sXMLDeclValueStart,
          this.sXMLDeclValue,
          this.sXMLDeclSeparator,
          this.sXMLDeclEnding,
          this.sOpenTag,
          this.sOpenTagSlash,
          this.sAttrib,
          this.sAttribName,
          this.sAttribNameSawWhite,
          this.sAttribValue,
          this.sAttribValueQuoted,
          this.sAttribValueClosed,
          this.sAttribValueUnquoted,
          this.sCloseTag,
          this.sCloseTagSawWhite
          /* eslint-enable @typescript-eslint/unbound-method */
        ];
        this._init();
      }
      /**
       * Indicates whether or not the parser is closed. If ``true``, wait for
       * the ``ready`` event to write again.
       */
      get closed() {
        return this._closed;
      }
      _init() {
        var _a;
        this.openWakaBang = "";
        this.text = "";
        this.name = "";
        this.piTarget = "";
        this.entity = "";
        this.q = null;
        this.tags = [];
        this.tag = null;
        this.topNS = null;
        this.chunk = "";
        this.chunkPosition = 0;
        this.i = 0;
        this.prevI = 0;
        this.carriedFromPrevious = void 0;
        this.forbiddenState = FORBIDDEN_START;
        this.attribList = [];
        const { fragmentOpt } = this;
        this.state = fragmentOpt ? S_TEXT : S_BEGIN;
        this.reportedTextBeforeRoot = this.reportedTextAfterRoot = this.closedRoot = this.sawRoot = fragmentOpt;
        this.xmlDeclPossible = !fragmentOpt;
        this.xmlDeclExpects = ["version"];
        this.entityReturnState = void 0;
        let { defaultXMLVersion } = this.opt;
        if (defaultXMLVersion === void 0) {
          if (this.opt.forceXMLVersion === true) {
            throw new Error("forceXMLVersion set but defaultXMLVersion is not set");
          }
          defaultXMLVersion = "1.0";
        }
        this.setXMLVersion(defaultXMLVersion);
        this.positionAtNewLine = 0;
        this.doctype = false;
        this._closed = false;
        this.xmlDecl = {
          version: void 0,
          encoding: void 0,
          standalone: void 0
        };
        this.line = 1;
        this.column = 0;
        this.ENTITIES = Object.create(XML_ENTITIES);
        (_a = this.readyHandler) === null || _a === void 0 ? void 0 : _a.call(this);
      }
      /**
       * The stream position the parser is currently looking at. This field is
       * zero-based.
       *
       * This field is not based on counting Unicode characters but is to be
       * interpreted as a plain index into a JavaScript string.
       */
      get position() {
        return this.chunkPosition + this.i;
      }
      /**
       * The column number of the next character to be read by the parser.  *
       * This field is zero-based. (The first column in a line is 0.)
       *
       * This field reports the index at which the next character would be in the
       * line if the line were represented as a JavaScript string.  Note that this
       * *can* be different to a count based on the number of *Unicode characters*
       * due to how JavaScript handles astral plane characters.
       *
       * See [[column]] for a number that corresponds to a count of Unicode
       * characters.
       */
      get columnIndex() {
        return this.position - this.positionAtNewLine;
      }
      /**
       * Set an event listener on an event. The parser supports one handler per
       * event type. If you try to set an event handler over an existing handler,
       * the old handler is silently overwritten.
       *
       * @param name The event to listen to.
       *
       * @param handler The handler to set.
       */
      on(name, handler) {
        this[EVENT_NAME_TO_HANDLER_NAME[name]] = handler;
      }
      /**
       * Unset an event handler.
       *
       * @parma name The event to stop listening to.
       */
      off(name) {
        this[EVENT_NAME_TO_HANDLER_NAME[name]] = void 0;
      }
      /**
       * Make an error object. The error object will have a message that contains
       * the ``fileName`` option passed at the creation of the parser. If position
       * tracking was turned on, it will also have line and column number
       * information.
       *
       * @param message The message describing the error to report.
       *
       * @returns An error object with a properly formatted message.
       */
      makeError(message) {
        var _a;
        let msg = (_a = this.fileName) !== null && _a !== void 0 ? _a : "";
        if (this.trackPosition) {
          if (msg.length > 0) {
            msg += ":";
          }
          msg += `${this.line}:${this.column}`;
        }
        if (msg.length > 0) {
          msg += ": ";
        }
        return new Error(msg + message);
      }
      /**
       * Report a parsing error. This method is made public so that client code may
       * check for issues that are outside the scope of this project and can report
       * errors.
       *
       * @param message The error to report.
       *
       * @returns this
       */
      fail(message) {
        const err = this.makeError(message);
        const handler = this.errorHandler;
        if (handler === void 0) {
          throw err;
        } else {
          handler(err);
        }
        return this;
      }
      /**
       * Write a XML data to the parser.
       *
       * @param chunk The XML data to write.
       *
       * @returns this
       */
      // We do need object for the type here. Yes, it often causes problems
      // but not in this case.
      write(chunk) {
        if (this.closed) {
          return this.fail("cannot write after close; assign an onready handler.");
        }
        let end = false;
        if (chunk === null) {
          end = true;
          chunk = "";
        } else if (typeof chunk === "object") {
          chunk = chunk.toString();
        }
        if (this.carriedFromPrevious !== void 0) {
          chunk = `${this.carriedFromPrevious}${chunk}`;
          this.carriedFromPrevious = void 0;
        }
        let limit = chunk.length;
        const lastCode = chunk.charCodeAt(limit - 1);
        if (!end && // A trailing CR or surrogate must be carried over to the next
        // chunk.
        (lastCode === CR || lastCode >= 55296 && lastCode <= 56319)) {
          this.carriedFromPrevious = chunk[limit - 1];
          limit--;
          chunk = chunk.slice(0, limit);
        }
        const { stateTable } = this;
        this.chunk = chunk;
        this.i = 0;
        while (this.i < limit) {
          stateTable[this.state].call(this);
        }
        this.chunkPosition += limit;
        return end ? this.end() : this;
      }
      /**
       * Close the current stream. Perform final well-formedness checks and reset
       * the parser tstate.
       *
       * @returns this
       */
      close() {
        return this.write(null);
      }
      /**
       * Get a single code point out of the current chunk. This updates the current
       * position if we do position tracking.
       *
       * This is the algorithm to use for XML 1.0.
       *
       * @returns The character read.
       */
      getCode10() {
        const { chunk, i } = this;
        this.prevI = i;
        this.i = i + 1;
        if (i >= chunk.length) {
          return EOC;
        }
        const code = chunk.charCodeAt(i);
        this.column++;
        if (code < 55296) {
          if (code >= SPACE || code === TAB) {
            return code;
          }
          switch (code) {
            case NL:
              this.line++;
              this.column = 0;
              this.positionAtNewLine = this.position;
              return NL;
            case CR:
              if (chunk.charCodeAt(i + 1) === NL) {
                this.i = i + 2;
              }
              this.line++;
              this.column = 0;
              this.positionAtNewLine = this.position;
              return NL_LIKE;
            default:
              this.fail("disallowed character.");
              return code;
          }
        }
        if (code > 56319) {
          if (!(code >= 57344 && code <= 65533)) {
            this.fail("disallowed character.");
          }
          return code;
        }
        const final = 65536 + (code - 55296) * 1024 + (chunk.charCodeAt(i + 1) - 56320);
        this.i = i + 2;
        if (final > 1114111) {
          this.fail("disallowed character.");
        }
        return final;
      }
      /**
       * Get a single code point out of the current chunk. This updates the current
       * position if we do position tracking.
       *
       * This is the algorithm to use for XML 1.1.
       *
       * @returns {number} The character read.
       */
      getCode11() {
        const { chunk, i } = this;
        this.prevI = i;
        this.i = i + 1;
        if (i >= chunk.length) {
          return EOC;
        }
        const code = chunk.charCodeAt(i);
        this.column++;
        if (code < 55296) {
          if (code > 31 && code < 127 || code > 159 && code !== LS || code === TAB) {
            return code;
          }
          switch (code) {
            case NL:
              this.line++;
              this.column = 0;
              this.positionAtNewLine = this.position;
              return NL;
            case CR: {
              const next = chunk.charCodeAt(i + 1);
              if (next === NL || next === NEL) {
                this.i = i + 2;
              }
            }
            /* yes, fall through */
            case NEL:
            // 0x85
            case LS:
              this.line++;
              this.column = 0;
              this.positionAtNewLine = this.position;
              return NL_LIKE;
            default:
              this.fail("disallowed character.");
              return code;
          }
        }
        if (code > 56319) {
          if (!(code >= 57344 && code <= 65533)) {
            this.fail("disallowed character.");
          }
          return code;
        }
        const final = 65536 + (code - 55296) * 1024 + (chunk.charCodeAt(i + 1) - 56320);
        this.i = i + 2;
        if (final > 1114111) {
          this.fail("disallowed character.");
        }
        return final;
      }
      /**
       * Like ``getCode`` but with the return value normalized so that ``NL`` is
       * returned for ``NL_LIKE``.
       */
      getCodeNorm() {
        const c = this.getCode();
        return c === NL_LIKE ? NL : c;
      }
      unget() {
        this.i = this.prevI;
        this.column--;
      }
      /**
       * Capture characters into a buffer until encountering one of a set of
       * characters.
       *
       * @param chars An array of codepoints. Encountering a character in the array
       * ends the capture. (``chars`` may safely contain ``NL``.)
       *
       * @return The character code that made the capture end, or ``EOC`` if we hit
       * the end of the chunk. The return value cannot be NL_LIKE: NL is returned
       * instead.
       */
      captureTo(chars) {
        let { i: start2 } = this;
        const { chunk } = this;
        while (true) {
          const c = this.getCode();
          const isNLLike = c === NL_LIKE;
          const final = isNLLike ? NL : c;
          if (final === EOC || chars.includes(final)) {
            this.text += chunk.slice(start2, this.prevI);
            return final;
          }
          if (isNLLike) {
            this.text += `${chunk.slice(start2, this.prevI)}
`;
            start2 = this.i;
          }
        }
      }
      /**
       * Capture characters into a buffer until encountering a character.
       *
       * @param char The codepoint that ends the capture. **NOTE ``char`` MAY NOT
       * CONTAIN ``NL``.** Passing ``NL`` will result in buggy behavior.
       *
       * @return ``true`` if we ran into the character. Otherwise, we ran into the
       * end of the current chunk.
       */
      captureToChar(char) {
        let { i: start2 } = this;
        const { chunk } = this;
        while (true) {
          let c = this.getCode();
          switch (c) {
            case NL_LIKE:
              this.text += `${chunk.slice(start2, this.prevI)}
`;
              start2 = this.i;
              c = NL;
              break;
            case EOC:
              this.text += chunk.slice(start2);
              return false;
            default:
          }
          if (c === char) {
            this.text += chunk.slice(start2, this.prevI);
            return true;
          }
        }
      }
      /**
       * Capture characters that satisfy ``isNameChar`` into the ``name`` field of
       * this parser.
       *
       * @return The character code that made the test fail, or ``EOC`` if we hit
       * the end of the chunk. The return value cannot be NL_LIKE: NL is returned
       * instead.
       */
      captureNameChars() {
        const { chunk, i: start2 } = this;
        while (true) {
          const c = this.getCode();
          if (c === EOC) {
            this.name += chunk.slice(start2);
            return EOC;
          }
          if (!isNameChar(c)) {
            this.name += chunk.slice(start2, this.prevI);
            return c === NL_LIKE ? NL : c;
          }
        }
      }
      /**
       * Skip white spaces.
       *
       * @return The character that ended the skip, or ``EOC`` if we hit
       * the end of the chunk. The return value cannot be NL_LIKE: NL is returned
       * instead.
       */
      skipSpaces() {
        while (true) {
          const c = this.getCodeNorm();
          if (c === EOC || !isS(c)) {
            return c;
          }
        }
      }
      setXMLVersion(version) {
        this.currentXMLVersion = version;
        if (version === "1.0") {
          this.isChar = isChar10;
          this.getCode = this.getCode10;
        } else {
          this.isChar = isChar11;
          this.getCode = this.getCode11;
        }
      }
      // STATE ENGINE METHODS
      // This needs to be a state separate from S_BEGIN_WHITESPACE because we want
      // to be sure never to come back to this state later.
      sBegin() {
        if (this.chunk.charCodeAt(0) === 65279) {
          this.i++;
          this.column++;
        }
        this.state = S_BEGIN_WHITESPACE;
      }
      sBeginWhitespace() {
        const iBefore = this.i;
        const c = this.skipSpaces();
        if (this.prevI !== iBefore) {
          this.xmlDeclPossible = false;
        }
        switch (c) {
          case LESS:
            this.state = S_OPEN_WAKA;
            if (this.text.length !== 0) {
              throw new Error("no-empty text at start");
            }
            break;
          case EOC:
            break;
          default:
            this.unget();
            this.state = S_TEXT;
            this.xmlDeclPossible = false;
        }
      }
      sDoctype() {
        var _a;
        const c = this.captureTo(DOCTYPE_TERMINATOR);
        switch (c) {
          case GREATER: {
            (_a = this.doctypeHandler) === null || _a === void 0 ? void 0 : _a.call(this, this.text);
            this.text = "";
            this.state = S_TEXT;
            this.doctype = true;
            break;
          }
          case EOC:
            break;
          default:
            this.text += String.fromCodePoint(c);
            if (c === OPEN_BRACKET) {
              this.state = S_DTD;
            } else if (isQuote(c)) {
              this.state = S_DOCTYPE_QUOTE;
              this.q = c;
            }
        }
      }
      sDoctypeQuote() {
        const q = this.q;
        if (this.captureToChar(q)) {
          this.text += String.fromCodePoint(q);
          this.q = null;
          this.state = S_DOCTYPE;
        }
      }
      sDTD() {
        const c = this.captureTo(DTD_TERMINATOR);
        if (c === EOC) {
          return;
        }
        this.text += String.fromCodePoint(c);
        if (c === CLOSE_BRACKET) {
          this.state = S_DOCTYPE;
        } else if (c === LESS) {
          this.state = S_DTD_OPEN_WAKA;
        } else if (isQuote(c)) {
          this.state = S_DTD_QUOTED;
          this.q = c;
        }
      }
      sDTDQuoted() {
        const q = this.q;
        if (this.captureToChar(q)) {
          this.text += String.fromCodePoint(q);
          this.state = S_DTD;
          this.q = null;
        }
      }
      sDTDOpenWaka() {
        const c = this.getCodeNorm();
        this.text += String.fromCodePoint(c);
        switch (c) {
          case BANG:
            this.state = S_DTD_OPEN_WAKA_BANG;
            this.openWakaBang = "";
            break;
          case QUESTION:
            this.state = S_DTD_PI;
            break;
          default:
            this.state = S_DTD;
        }
      }
      sDTDOpenWakaBang() {
        const char = String.fromCodePoint(this.getCodeNorm());
        const owb = this.openWakaBang += char;
        this.text += char;
        if (owb !== "-") {
          this.state = owb === "--" ? S_DTD_COMMENT : S_DTD;
          this.openWakaBang = "";
        }
      }
      sDTDComment() {
        if (this.captureToChar(MINUS)) {
          this.text += "-";
          this.state = S_DTD_COMMENT_ENDING;
        }
      }
      sDTDCommentEnding() {
        const c = this.getCodeNorm();
        this.text += String.fromCodePoint(c);
        this.state = c === MINUS ? S_DTD_COMMENT_ENDED : S_DTD_COMMENT;
      }
      sDTDCommentEnded() {
        const c = this.getCodeNorm();
        this.text += String.fromCodePoint(c);
        if (c === GREATER) {
          this.state = S_DTD;
        } else {
          this.fail("malformed comment.");
          this.state = S_DTD_COMMENT;
        }
      }
      sDTDPI() {
        if (this.captureToChar(QUESTION)) {
          this.text += "?";
          this.state = S_DTD_PI_ENDING;
        }
      }
      sDTDPIEnding() {
        const c = this.getCodeNorm();
        this.text += String.fromCodePoint(c);
        if (c === GREATER) {
          this.state = S_DTD;
        }
      }
      sText() {
        if (this.tags.length !== 0) {
          this.handleTextInRoot();
        } else {
          this.handleTextOutsideRoot();
        }
      }
      sEntity() {
        let { i: start2 } = this;
        const { chunk } = this;
        loop:
          while (true) {
            switch (this.getCode()) {
              case NL_LIKE:
                this.entity += `${chunk.slice(start2, this.prevI)}
`;
                start2 = this.i;
                break;
              case SEMICOLON: {
                const { entityReturnState } = this;
                const entity = this.entity + chunk.slice(start2, this.prevI);
                this.state = entityReturnState;
                let parsed;
                if (entity === "") {
                  this.fail("empty entity name.");
                  parsed = "&;";
                } else {
                  parsed = this.parseEntity(entity);
                  this.entity = "";
                }
                if (entityReturnState !== S_TEXT || this.textHandler !== void 0) {
                  this.text += parsed;
                }
                break loop;
              }
              case EOC:
                this.entity += chunk.slice(start2);
                break loop;
              default:
            }
          }
      }
      sOpenWaka() {
        const c = this.getCode();
        if (isNameStartChar(c)) {
          this.state = S_OPEN_TAG;
          this.unget();
          this.xmlDeclPossible = false;
        } else {
          switch (c) {
            case FORWARD_SLASH:
              this.state = S_CLOSE_TAG;
              this.xmlDeclPossible = false;
              break;
            case BANG:
              this.state = S_OPEN_WAKA_BANG;
              this.openWakaBang = "";
              this.xmlDeclPossible = false;
              break;
            case QUESTION:
              this.state = S_PI_FIRST_CHAR;
              break;
            default:
              this.fail("disallowed character in tag name");
              this.state = S_TEXT;
              this.xmlDeclPossible = false;
          }
        }
      }
      sOpenWakaBang() {
        this.openWakaBang += String.fromCodePoint(this.getCodeNorm());
        switch (this.openWakaBang) {
          case "[CDATA[":
            if (!this.sawRoot && !this.reportedTextBeforeRoot) {
              this.fail("text data outside of root node.");
              this.reportedTextBeforeRoot = true;
            }
            if (this.closedRoot && !this.reportedTextAfterRoot) {
              this.fail("text data outside of root node.");
              this.reportedTextAfterRoot = true;
            }
            this.state = S_CDATA;
            this.openWakaBang = "";
            break;
          case "--":
            this.state = S_COMMENT;
            this.openWakaBang = "";
            break;
          case "DOCTYPE":
            this.state = S_DOCTYPE;
            if (this.doctype || this.sawRoot) {
              this.fail("inappropriately located doctype declaration.");
            }
            this.openWakaBang = "";
            break;
          default:
            if (this.openWakaBang.length >= 7) {
              this.fail("incorrect syntax.");
            }
        }
      }
      sComment() {
        if (this.captureToChar(MINUS)) {
          this.state = S_COMMENT_ENDING;
        }
      }
      sCommentEnding() {
        var _a;
        const c = this.getCodeNorm();
        if (c === MINUS) {
          this.state = S_COMMENT_ENDED;
          (_a = this.commentHandler) === null || _a === void 0 ? void 0 : _a.call(this, this.text);
          this.text = "";
        } else {
          this.text += `-${String.fromCodePoint(c)}`;
          this.state = S_COMMENT;
        }
      }
      sCommentEnded() {
        const c = this.getCodeNorm();
        if (c !== GREATER) {
          this.fail("malformed comment.");
          this.text += `--${String.fromCodePoint(c)}`;
          this.state = S_COMMENT;
        } else {
          this.state = S_TEXT;
        }
      }
      sCData() {
        if (this.captureToChar(CLOSE_BRACKET)) {
          this.state = S_CDATA_ENDING;
        }
      }
      sCDataEnding() {
        const c = this.getCodeNorm();
        if (c === CLOSE_BRACKET) {
          this.state = S_CDATA_ENDING_2;
        } else {
          this.text += `]${String.fromCodePoint(c)}`;
          this.state = S_CDATA;
        }
      }
      sCDataEnding2() {
        var _a;
        const c = this.getCodeNorm();
        switch (c) {
          case GREATER: {
            (_a = this.cdataHandler) === null || _a === void 0 ? void 0 : _a.call(this, this.text);
            this.text = "";
            this.state = S_TEXT;
            break;
          }
          case CLOSE_BRACKET:
            this.text += "]";
            break;
          default:
            this.text += `]]${String.fromCodePoint(c)}`;
            this.state = S_CDATA;
        }
      }
      // We need this separate state to check the first character fo the pi target
      // with this.nameStartCheck which allows less characters than this.nameCheck.
      sPIFirstChar() {
        const c = this.getCodeNorm();
        if (this.nameStartCheck(c)) {
          this.piTarget += String.fromCodePoint(c);
          this.state = S_PI_REST;
        } else if (c === QUESTION || isS(c)) {
          this.fail("processing instruction without a target.");
          this.state = c === QUESTION ? S_PI_ENDING : S_PI_BODY;
        } else {
          this.fail("disallowed character in processing instruction name.");
          this.piTarget += String.fromCodePoint(c);
          this.state = S_PI_REST;
        }
      }
      sPIRest() {
        const { chunk, i: start2 } = this;
        while (true) {
          const c = this.getCodeNorm();
          if (c === EOC) {
            this.piTarget += chunk.slice(start2);
            return;
          }
          if (!this.nameCheck(c)) {
            this.piTarget += chunk.slice(start2, this.prevI);
            const isQuestion = c === QUESTION;
            if (isQuestion || isS(c)) {
              if (this.piTarget === "xml") {
                if (!this.xmlDeclPossible) {
                  this.fail("an XML declaration must be at the start of the document.");
                }
                this.state = isQuestion ? S_XML_DECL_ENDING : S_XML_DECL_NAME_START;
              } else {
                this.state = isQuestion ? S_PI_ENDING : S_PI_BODY;
              }
            } else {
              this.fail("disallowed character in processing instruction name.");
              this.piTarget += String.fromCodePoint(c);
            }
            break;
          }
        }
      }
      sPIBody() {
        if (this.text.length === 0) {
          const c = this.getCodeNorm();
          if (c === QUESTION) {
            this.state = S_PI_ENDING;
          } else if (!isS(c)) {
            this.text = String.fromCodePoint(c);
          }
        } else if (this.captureToChar(QUESTION)) {
          this.state = S_PI_ENDING;
        }
      }
      sPIEnding() {
        var _a;
        const c = this.getCodeNorm();
        if (c === GREATER) {
          const { piTarget } = this;
          if (piTarget.toLowerCase() === "xml") {
            this.fail("the XML declaration must appear at the start of the document.");
          }
          (_a = this.piHandler) === null || _a === void 0 ? void 0 : _a.call(this, {
            target: piTarget,
            body: this.text
          });
          this.piTarget = this.text = "";
          this.state = S_TEXT;
        } else if (c === QUESTION) {
          this.text += "?";
        } else {
          this.text += `?${String.fromCodePoint(c)}`;
          this.state = S_PI_BODY;
        }
        this.xmlDeclPossible = false;
      }
      sXMLDeclNameStart() {
        const c = this.skipSpaces();
        if (c === QUESTION) {
          this.state = S_XML_DECL_ENDING;
          return;
        }
        if (c !== EOC) {
          this.state = S_XML_DECL_NAME;
          this.name = String.fromCodePoint(c);
        }
      }
      sXMLDeclName() {
        const c = this.captureTo(XML_DECL_NAME_TERMINATOR);
        if (c === QUESTION) {
          this.state = S_XML_DECL_ENDING;
          this.name += this.text;
          this.text = "";
          this.fail("XML declaration is incomplete.");
          return;
        }
        if (!(isS(c) || c === EQUAL)) {
          return;
        }
        this.name += this.text;
        this.text = "";
        if (!this.xmlDeclExpects.includes(this.name)) {
          switch (this.name.length) {
            case 0:
              this.fail("did not expect any more name/value pairs.");
              break;
            case 1:
              this.fail(`expected the name ${this.xmlDeclExpects[0]}.`);
              break;
            default:
              this.fail(`expected one of ${this.xmlDeclExpects.join(", ")}`);
          }
        }
        this.state = c === EQUAL ? S_XML_DECL_VALUE_START : S_XML_DECL_EQ;
      }
      sXMLDeclEq() {
        const c = this.getCodeNorm();
        if (c === QUESTION) {
          this.state = S_XML_DECL_ENDING;
          this.fail("XML declaration is incomplete.");
          return;
        }
        if (isS(c)) {
          return;
        }
        if (c !== EQUAL) {
          this.fail("value required.");
        }
        this.state = S_XML_DECL_VALUE_START;
      }
      sXMLDeclValueStart() {
        const c = this.getCodeNorm();
        if (c === QUESTION) {
          this.state = S_XML_DECL_ENDING;
          this.fail("XML declaration is incomplete.");
          return;
        }
        if (isS(c)) {
          return;
        }
        if (!isQuote(c)) {
          this.fail("value must be quoted.");
          this.q = SPACE;
        } else {
          this.q = c;
        }
        this.state = S_XML_DECL_VALUE;
      }
      sXMLDeclValue() {
        const c = this.captureTo([this.q, QUESTION]);
        if (c === QUESTION) {
          this.state = S_XML_DECL_ENDING;
          this.text = "";
          this.fail("XML declaration is incomplete.");
          return;
        }
        if (c === EOC) {
          return;
        }
        const value = this.text;
        this.text = "";
        switch (this.name) {
          case "version": {
            this.xmlDeclExpects = ["encoding", "standalone"];
            const version = value;
            this.xmlDecl.version = version;
            if (!/^1\.[0-9]+$/.test(version)) {
              this.fail("version number must match /^1\\.[0-9]+$/.");
            } else if (!this.opt.forceXMLVersion) {
              this.setXMLVersion(version);
            }
            break;
          }
          case "encoding":
            if (!/^[A-Za-z][A-Za-z0-9._-]*$/.test(value)) {
              this.fail("encoding value must match /^[A-Za-z0-9][A-Za-z0-9._-]*$/.");
            }
            this.xmlDeclExpects = ["standalone"];
            this.xmlDecl.encoding = value;
            break;
          case "standalone":
            if (value !== "yes" && value !== "no") {
              this.fail('standalone value must match "yes" or "no".');
            }
            this.xmlDeclExpects = [];
            this.xmlDecl.standalone = value;
            break;
          default:
        }
        this.name = "";
        this.state = S_XML_DECL_SEPARATOR;
      }
      sXMLDeclSeparator() {
        const c = this.getCodeNorm();
        if (c === QUESTION) {
          this.state = S_XML_DECL_ENDING;
          return;
        }
        if (!isS(c)) {
          this.fail("whitespace required.");
          this.unget();
        }
        this.state = S_XML_DECL_NAME_START;
      }
      sXMLDeclEnding() {
        var _a;
        const c = this.getCodeNorm();
        if (c === GREATER) {
          if (this.piTarget !== "xml") {
            this.fail("processing instructions are not allowed before root.");
          } else if (this.name !== "version" && this.xmlDeclExpects.includes("version")) {
            this.fail("XML declaration must contain a version.");
          }
          (_a = this.xmldeclHandler) === null || _a === void 0 ? void 0 : _a.call(this, this.xmlDecl);
          this.name = "";
          this.piTarget = this.text = "";
          this.state = S_TEXT;
        } else {
          this.fail("The character ? is disallowed anywhere in XML declarations.");
        }
        this.xmlDeclPossible = false;
      }
      sOpenTag() {
        var _a;
        const c = this.captureNameChars();
        if (c === EOC) {
          return;
        }
        const tag = this.tag = {
          name: this.name,
          attributes: /* @__PURE__ */ Object.create(null)
        };
        this.name = "";
        if (this.xmlnsOpt) {
          this.topNS = tag.ns = /* @__PURE__ */ Object.create(null);
        }
        (_a = this.openTagStartHandler) === null || _a === void 0 ? void 0 : _a.call(this, tag);
        this.sawRoot = true;
        if (!this.fragmentOpt && this.closedRoot) {
          this.fail("documents may contain only one root.");
        }
        switch (c) {
          case GREATER:
            this.openTag();
            break;
          case FORWARD_SLASH:
            this.state = S_OPEN_TAG_SLASH;
            break;
          default:
            if (!isS(c)) {
              this.fail("disallowed character in tag name.");
            }
            this.state = S_ATTRIB;
        }
      }
      sOpenTagSlash() {
        if (this.getCode() === GREATER) {
          this.openSelfClosingTag();
        } else {
          this.fail("forward-slash in opening tag not followed by >.");
          this.state = S_ATTRIB;
        }
      }
      sAttrib() {
        const c = this.skipSpaces();
        if (c === EOC) {
          return;
        }
        if (isNameStartChar(c)) {
          this.unget();
          this.state = S_ATTRIB_NAME;
        } else if (c === GREATER) {
          this.openTag();
        } else if (c === FORWARD_SLASH) {
          this.state = S_OPEN_TAG_SLASH;
        } else {
          this.fail("disallowed character in attribute name.");
        }
      }
      sAttribName() {
        const c = this.captureNameChars();
        if (c === EQUAL) {
          this.state = S_ATTRIB_VALUE;
        } else if (isS(c)) {
          this.state = S_ATTRIB_NAME_SAW_WHITE;
        } else if (c === GREATER) {
          this.fail("attribute without value.");
          this.pushAttrib(this.name, this.name);
          this.name = this.text = "";
          this.openTag();
        } else if (c !== EOC) {
          this.fail("disallowed character in attribute name.");
        }
      }
      sAttribNameSawWhite() {
        const c = this.skipSpaces();
        switch (c) {
          case EOC:
            return;
          case EQUAL:
            this.state = S_ATTRIB_VALUE;
            break;
          default:
            this.fail("attribute without value.");
            this.text = "";
            this.name = "";
            if (c === GREATER) {
              this.openTag();
            } else if (isNameStartChar(c)) {
              this.unget();
              this.state = S_ATTRIB_NAME;
            } else {
              this.fail("disallowed character in attribute name.");
              this.state = S_ATTRIB;
            }
        }
      }
      sAttribValue() {
        const c = this.getCodeNorm();
        if (isQuote(c)) {
          this.q = c;
          this.state = S_ATTRIB_VALUE_QUOTED;
        } else if (!isS(c)) {
          this.fail("unquoted attribute value.");
          this.state = S_ATTRIB_VALUE_UNQUOTED;
          this.unget();
        }
      }
      sAttribValueQuoted() {
        const { q, chunk } = this;
        let { i: start2 } = this;
        while (true) {
          switch (this.getCode()) {
            case q:
              this.pushAttrib(this.name, this.text + chunk.slice(start2, this.prevI));
              this.name = this.text = "";
              this.q = null;
              this.state = S_ATTRIB_VALUE_CLOSED;
              return;
            case AMP:
              this.text += chunk.slice(start2, this.prevI);
              this.state = S_ENTITY;
              this.entityReturnState = S_ATTRIB_VALUE_QUOTED;
              return;
            case NL:
            case NL_LIKE:
            case TAB:
              this.text += `${chunk.slice(start2, this.prevI)} `;
              start2 = this.i;
              break;
            case LESS:
              this.text += chunk.slice(start2, this.prevI);
              this.fail("disallowed character.");
              return;
            case EOC:
              this.text += chunk.slice(start2);
              return;
            default:
          }
        }
      }
      sAttribValueClosed() {
        const c = this.getCodeNorm();
        if (isS(c)) {
          this.state = S_ATTRIB;
        } else if (c === GREATER) {
          this.openTag();
        } else if (c === FORWARD_SLASH) {
          this.state = S_OPEN_TAG_SLASH;
        } else if (isNameStartChar(c)) {
          this.fail("no whitespace between attributes.");
          this.unget();
          this.state = S_ATTRIB_NAME;
        } else {
          this.fail("disallowed character in attribute name.");
        }
      }
      sAttribValueUnquoted() {
        const c = this.captureTo(ATTRIB_VALUE_UNQUOTED_TERMINATOR);
        switch (c) {
          case AMP:
            this.state = S_ENTITY;
            this.entityReturnState = S_ATTRIB_VALUE_UNQUOTED;
            break;
          case LESS:
            this.fail("disallowed character.");
            break;
          case EOC:
            break;
          default:
            if (this.text.includes("]]>")) {
              this.fail('the string "]]>" is disallowed in char data.');
            }
            this.pushAttrib(this.name, this.text);
            this.name = this.text = "";
            if (c === GREATER) {
              this.openTag();
            } else {
              this.state = S_ATTRIB;
            }
        }
      }
      sCloseTag() {
        const c = this.captureNameChars();
        if (c === GREATER) {
          this.closeTag();
        } else if (isS(c)) {
          this.state = S_CLOSE_TAG_SAW_WHITE;
        } else if (c !== EOC) {
          this.fail("disallowed character in closing tag.");
        }
      }
      sCloseTagSawWhite() {
        switch (this.skipSpaces()) {
          case GREATER:
            this.closeTag();
            break;
          case EOC:
            break;
          default:
            this.fail("disallowed character in closing tag.");
        }
      }
      // END OF STATE ENGINE METHODS
      handleTextInRoot() {
        let { i: start2, forbiddenState } = this;
        const { chunk, textHandler: handler } = this;
        scanLoop:
          while (true) {
            switch (this.getCode()) {
              case LESS: {
                this.state = S_OPEN_WAKA;
                if (handler !== void 0) {
                  const { text } = this;
                  const slice = chunk.slice(start2, this.prevI);
                  if (text.length !== 0) {
                    handler(text + slice);
                    this.text = "";
                  } else if (slice.length !== 0) {
                    handler(slice);
                  }
                }
                forbiddenState = FORBIDDEN_START;
                break scanLoop;
              }
              case AMP:
                this.state = S_ENTITY;
                this.entityReturnState = S_TEXT;
                if (handler !== void 0) {
                  this.text += chunk.slice(start2, this.prevI);
                }
                forbiddenState = FORBIDDEN_START;
                break scanLoop;
              case CLOSE_BRACKET:
                switch (forbiddenState) {
                  case FORBIDDEN_START:
                    forbiddenState = FORBIDDEN_BRACKET;
                    break;
                  case FORBIDDEN_BRACKET:
                    forbiddenState = FORBIDDEN_BRACKET_BRACKET;
                    break;
                  case FORBIDDEN_BRACKET_BRACKET:
                    break;
                  default:
                    throw new Error("impossible state");
                }
                break;
              case GREATER:
                if (forbiddenState === FORBIDDEN_BRACKET_BRACKET) {
                  this.fail('the string "]]>" is disallowed in char data.');
                }
                forbiddenState = FORBIDDEN_START;
                break;
              case NL_LIKE:
                if (handler !== void 0) {
                  this.text += `${chunk.slice(start2, this.prevI)}
`;
                }
                start2 = this.i;
                forbiddenState = FORBIDDEN_START;
                break;
              case EOC:
                if (handler !== void 0) {
                  this.text += chunk.slice(start2);
                }
                break scanLoop;
              default:
                forbiddenState = FORBIDDEN_START;
            }
          }
        this.forbiddenState = forbiddenState;
      }
      handleTextOutsideRoot() {
        let { i: start2 } = this;
        const { chunk, textHandler: handler } = this;
        let nonSpace = false;
        outRootLoop:
          while (true) {
            const code = this.getCode();
            switch (code) {
              case LESS: {
                this.state = S_OPEN_WAKA;
                if (handler !== void 0) {
                  const { text } = this;
                  const slice = chunk.slice(start2, this.prevI);
                  if (text.length !== 0) {
                    handler(text + slice);
                    this.text = "";
                  } else if (slice.length !== 0) {
                    handler(slice);
                  }
                }
                break outRootLoop;
              }
              case AMP:
                this.state = S_ENTITY;
                this.entityReturnState = S_TEXT;
                if (handler !== void 0) {
                  this.text += chunk.slice(start2, this.prevI);
                }
                nonSpace = true;
                break outRootLoop;
              case NL_LIKE:
                if (handler !== void 0) {
                  this.text += `${chunk.slice(start2, this.prevI)}
`;
                }
                start2 = this.i;
                break;
              case EOC:
                if (handler !== void 0) {
                  this.text += chunk.slice(start2);
                }
                break outRootLoop;
              default:
                if (!isS(code)) {
                  nonSpace = true;
                }
            }
          }
        if (!nonSpace) {
          return;
        }
        if (!this.sawRoot && !this.reportedTextBeforeRoot) {
          this.fail("text data outside of root node.");
          this.reportedTextBeforeRoot = true;
        }
        if (this.closedRoot && !this.reportedTextAfterRoot) {
          this.fail("text data outside of root node.");
          this.reportedTextAfterRoot = true;
        }
      }
      pushAttribNS(name, value) {
        var _a;
        const { prefix, local } = this.qname(name);
        const attr = { name, prefix, local, value };
        this.attribList.push(attr);
        (_a = this.attributeHandler) === null || _a === void 0 ? void 0 : _a.call(this, attr);
        if (prefix === "xmlns") {
          const trimmed = value.trim();
          if (this.currentXMLVersion === "1.0" && trimmed === "") {
            this.fail("invalid attempt to undefine prefix in XML 1.0");
          }
          this.topNS[local] = trimmed;
          nsPairCheck(this, local, trimmed);
        } else if (name === "xmlns") {
          const trimmed = value.trim();
          this.topNS[""] = trimmed;
          nsPairCheck(this, "", trimmed);
        }
      }
      pushAttribPlain(name, value) {
        var _a;
        const attr = { name, value };
        this.attribList.push(attr);
        (_a = this.attributeHandler) === null || _a === void 0 ? void 0 : _a.call(this, attr);
      }
      /**
       * End parsing. This performs final well-formedness checks and resets the
       * parser to a clean state.
       *
       * @returns this
       */
      end() {
        var _a, _b;
        if (!this.sawRoot) {
          this.fail("document must contain a root element.");
        }
        const { tags } = this;
        while (tags.length > 0) {
          const tag = tags.pop();
          this.fail(`unclosed tag: ${tag.name}`);
        }
        if (this.state !== S_BEGIN && this.state !== S_TEXT) {
          this.fail("unexpected end.");
        }
        const { text } = this;
        if (text.length !== 0) {
          (_a = this.textHandler) === null || _a === void 0 ? void 0 : _a.call(this, text);
          this.text = "";
        }
        this._closed = true;
        (_b = this.endHandler) === null || _b === void 0 ? void 0 : _b.call(this);
        this._init();
        return this;
      }
      /**
       * Resolve a namespace prefix.
       *
       * @param prefix The prefix to resolve.
       *
       * @returns The namespace URI or ``undefined`` if the prefix is not defined.
       */
      resolve(prefix) {
        var _a, _b;
        let uri = this.topNS[prefix];
        if (uri !== void 0) {
          return uri;
        }
        const { tags } = this;
        for (let index = tags.length - 1; index >= 0; index--) {
          uri = tags[index].ns[prefix];
          if (uri !== void 0) {
            return uri;
          }
        }
        uri = this.ns[prefix];
        if (uri !== void 0) {
          return uri;
        }
        return (_b = (_a = this.opt).resolvePrefix) === null || _b === void 0 ? void 0 : _b.call(_a, prefix);
      }
      /**
       * Parse a qname into its prefix and local name parts.
       *
       * @param name The name to parse
       *
       * @returns
       */
      qname(name) {
        const colon = name.indexOf(":");
        if (colon === -1) {
          return { prefix: "", local: name };
        }
        const local = name.slice(colon + 1);
        const prefix = name.slice(0, colon);
        if (prefix === "" || local === "" || local.includes(":")) {
          this.fail(`malformed name: ${name}.`);
        }
        return { prefix, local };
      }
      processAttribsNS() {
        var _a;
        const { attribList } = this;
        const tag = this.tag;
        {
          const { prefix, local } = this.qname(tag.name);
          tag.prefix = prefix;
          tag.local = local;
          const uri = tag.uri = (_a = this.resolve(prefix)) !== null && _a !== void 0 ? _a : "";
          if (prefix !== "") {
            if (prefix === "xmlns") {
              this.fail('tags may not have "xmlns" as prefix.');
            }
            if (uri === "") {
              this.fail(`unbound namespace prefix: ${JSON.stringify(prefix)}.`);
              tag.uri = prefix;
            }
          }
        }
        if (attribList.length === 0) {
          return;
        }
        const { attributes } = tag;
        const seen = /* @__PURE__ */ new Set();
        for (const attr of attribList) {
          const { name, prefix, local } = attr;
          let uri;
          let eqname;
          if (prefix === "") {
            uri = name === "xmlns" ? XMLNS_NAMESPACE : "";
            eqname = name;
          } else {
            uri = this.resolve(prefix);
            if (uri === void 0) {
              this.fail(`unbound namespace prefix: ${JSON.stringify(prefix)}.`);
              uri = prefix;
            }
            eqname = `{${uri}}${local}`;
          }
          if (seen.has(eqname)) {
            this.fail(`duplicate attribute: ${eqname}.`);
          }
          seen.add(eqname);
          attr.uri = uri;
          attributes[name] = attr;
        }
        this.attribList = [];
      }
      processAttribsPlain() {
        const { attribList } = this;
        const attributes = this.tag.attributes;
        for (const { name, value } of attribList) {
          if (attributes[name] !== void 0) {
            this.fail(`duplicate attribute: ${name}.`);
          }
          attributes[name] = value;
        }
        this.attribList = [];
      }
      /**
       * Handle a complete open tag. This parser code calls this once it has seen
       * the whole tag. This method checks for well-formeness and then emits
       * ``onopentag``.
       */
      openTag() {
        var _a;
        this.processAttribs();
        const { tags } = this;
        const tag = this.tag;
        tag.isSelfClosing = false;
        (_a = this.openTagHandler) === null || _a === void 0 ? void 0 : _a.call(this, tag);
        tags.push(tag);
        this.state = S_TEXT;
        this.name = "";
      }
      /**
       * Handle a complete self-closing tag. This parser code calls this once it has
       * seen the whole tag. This method checks for well-formeness and then emits
       * ``onopentag`` and ``onclosetag``.
       */
      openSelfClosingTag() {
        var _a, _b, _c;
        this.processAttribs();
        const { tags } = this;
        const tag = this.tag;
        tag.isSelfClosing = true;
        (_a = this.openTagHandler) === null || _a === void 0 ? void 0 : _a.call(this, tag);
        (_b = this.closeTagHandler) === null || _b === void 0 ? void 0 : _b.call(this, tag);
        const top = this.tag = (_c = tags[tags.length - 1]) !== null && _c !== void 0 ? _c : null;
        if (top === null) {
          this.closedRoot = true;
        }
        this.state = S_TEXT;
        this.name = "";
      }
      /**
       * Handle a complete close tag. This parser code calls this once it has seen
       * the whole tag. This method checks for well-formeness and then emits
       * ``onclosetag``.
       */
      closeTag() {
        const { tags, name } = this;
        this.state = S_TEXT;
        this.name = "";
        if (name === "") {
          this.fail("weird empty close tag.");
          this.text += "</>";
          return;
        }
        const handler = this.closeTagHandler;
        let l = tags.length;
        while (l-- > 0) {
          const tag = this.tag = tags.pop();
          this.topNS = tag.ns;
          handler === null || handler === void 0 ? void 0 : handler(tag);
          if (tag.name === name) {
            break;
          }
          this.fail("unexpected close tag.");
        }
        if (l === 0) {
          this.closedRoot = true;
        } else if (l < 0) {
          this.fail(`unmatched closing tag: ${name}.`);
          this.text += `</${name}>`;
        }
      }
      /**
       * Resolves an entity. Makes any necessary well-formedness checks.
       *
       * @param entity The entity to resolve.
       *
       * @returns The parsed entity.
       */
      parseEntity(entity) {
        if (entity[0] !== "#") {
          const defined = this.ENTITIES[entity];
          if (defined !== void 0) {
            return defined;
          }
          this.fail(this.isName(entity) ? "undefined entity." : "disallowed character in entity name.");
          return `&${entity};`;
        }
        let num = NaN;
        if (entity[1] === "x" && /^#x[0-9a-f]+$/i.test(entity)) {
          num = parseInt(entity.slice(2), 16);
        } else if (/^#[0-9]+$/.test(entity)) {
          num = parseInt(entity.slice(1), 10);
        }
        if (!this.isChar(num)) {
          this.fail("malformed character entity.");
          return `&${entity};`;
        }
        return String.fromCodePoint(num);
      }
    };
    exports.SaxesParser = SaxesParser2;
  }
});

// src/results/schema.ts
var testStatusSchema = _enum([
  "passed",
  "failed",
  "blocked",
  "flaky",
  "skipped",
  "fixed",
  "deferred"
]);
var locationSchema = object({
  file: string(),
  line: number().int().positive().nullable()
});
var evidenceSchema = object({
  exitCode: number().int().nullable(),
  signal: string().nullable(),
  timedOut: boolean(),
  durationMs: number().nonnegative(),
  /** The PASS:/FAIL:/EVIDENCE: lines a script printed, or a JUnit failure message. */
  summary: array(string()),
  /** Combined output, ANSI-stripped, redacted, head and tail kept with the middle elided. */
  excerpt: string(),
  outputBytes: number().int().nonnegative(),
  truncated: boolean(),
  /** The one line that best says what went wrong; triage hashes its masked form. */
  message: string().nullable(),
  location: locationSchema.nullable(),
  /**
   * What a test runner's report said of the test (JUnit: <failure>, <error> or <skipped>, with
   * its type and message attributes); null for a script, which has its exit code instead.
   */
  reported: object({
    outcome: _enum(["failure", "error", "skipped"]),
    type: string().nullable(),
    message: string().nullable()
  }).nullable().optional()
});
var testResultSchema = object({
  id: string(),
  title: string(),
  tier: string(),
  status: testStatusSchema,
  durationMs: number().nonnegative(),
  /**
   * The tier kind that ran the test ("script", "junit", ...): data, so results written by a
   * newer fix-loop with more kinds still parse. The engine checks it against its registry.
   */
  kind: string().min(1),
  /** The script path or the JUnit report it came from, relative to the project root. */
  file: string(),
  requires: array(string()).default([]),
  /** The test's id in its runner's own terms (a pytest node id), when it has one. */
  runnerId: string().nullable().optional(),
  /**
   * The id an earlier fix-loop gave this test, where it was another (node:test's `test > rounds`):
   * history and quarantine entries under it still name the test.
   */
  formerId: string().optional(),
  /** The exact command that re-runs this test alone, from the project root. */
  run: string().nullable().optional(),
  /**
   * False when `run` runs more than this test: the tier's whole command (the runner cannot select
   * it), or a selection another test of the run shares (src/junit/shared-run-lines.ts).
   */
  runsAlone: boolean().optional(),
  /** Runs made: 1, or more when a failure was re-run to check for flakiness. */
  runs: number().int().nonnegative(),
  /**
   * In words: why the test did not run (blocked, skipped), why it is flaky, or why a failure
   * was not re-run (another with its signature failed again).
   */
  reason: string().nullable().default(null),
  /**
   * Skipped as pytest's xfail reports it: the test ran and failed, as its mark says it should. It
   * fails nothing, and it is not a test that did not run. Absent otherwise.
   */
  expectedToFail: boolean().optional(),
  evidence: evidenceSchema.nullable(),
  /**
   * On the quarantine list the app keeps (src/flaky/quarantine-list.ts): the test ran and its
   * status is the runner's, but a failure of it fails neither its tier nor the run. Absent: not
   * quarantined.
   */
  quarantined: object({ since: string(), reason: string() }).optional()
});
var serviceResultSchema = object({
  name: string(),
  probe: string(),
  healthy: boolean(),
  started: boolean(),
  waitedMs: number().nonnegative(),
  error: string().nullable(),
  outputTail: string().nullable().default(null)
});
var preflightResultSchema = object({
  ok: boolean(),
  problems: array(
    object({
      // model: fix's gate on the agent's credential (src/agent/model-access.ts).
      kind: _enum(["env", "file", "command", "model"]),
      name: string(),
      message: string()
    })
  )
});
var tierResultSchema = object({
  name: string(),
  gate: _enum(["hard", "soft"]).describe(
    "The tier's on-failure setting under its v1 name: hard = a failure stopped later tiers (on-failure: stop), soft = they ran (continue)"
  ),
  status: _enum(["passed", "failed", "blocked", "skipped"]),
  durationMs: number().nonnegative(),
  counts: partialRecord(testStatusSchema, number().int().nonnegative()),
  /** Why the tier did not run, or what went wrong with its command. */
  reason: string().nullable().default(null)
});
var claimSchema = object({
  status: _enum(["fixed", "not_fixed"]),
  root_cause: string(),
  files_changed: array(string()),
  tests_run: array(string()),
  reasoning: string()
});
var groupTriageSchema = object({
  /** The project function the group's failures are blamed on, when one was found. */
  culprit: object({
    file: string(),
    function: string(),
    /**
     * frame: deepest project frame of the stack; coverage: Ochiai over re-run tests; change:
     * a function changed since the base commit that the failures ran (stack or coverage).
     */
    source: _enum(["frame", "coverage", "change"]),
    score: number().min(0).max(1).optional(),
    /**
     * Functions coverage ranks close behind it (at least 0.9 of its score, three at most):
     * the spectrum hardly parts them from it, often a caller or a callee it always runs.
     */
    closeBehind: array(
      object({
        file: string(),
        function: string(),
        score: number().min(0).max(1)
      })
    ).optional()
  }).nullable(),
  /** Ids of first-pass groups folded into this one because their tests share the culprit. */
  merged: array(string()).default([]),
  /** Other signature ids its tests have when no coverage is at hand (a later re-run). */
  signatures: array(string()).default([]),
  /** Why it was not merged with the other groups, in words; null when it is the only one. */
  keptApart: string().nullable().default(null),
  /**
   * Where the function the signature names came from: the failure's stack (frame), or, when no
   * frame named one, coverage or a change since the base. Absent when it names none.
   */
  signatureFrom: _enum(["frame", "coverage", "change"]).optional()
});
var groupSchema = object({
  /** Hash of the masked signature: stable across runs and machines. */
  id: string(),
  signature: string(),
  tier: string(),
  tests: array(string()),
  /** open: failing and not attempted (verify mode). */
  status: _enum(["open", "fixed", "deferred", "skipped"]),
  reason: string().nullable().default(null),
  triage: groupTriageSchema.optional()
});
var rejectionSchema = _enum([
  "tamper",
  "regression",
  "no_change",
  "error",
  "timeout",
  "budget"
]);
var guardReportSchema = object({
  mode: _enum(["observe", "warn", "block"]),
  /** Guard name (protected-path, repeat, failure-limit, progress-gate) to times it fired. */
  fired: record(string(), number().int().nonnegative())
});
var attemptNetworkSchema = object({
  reached: array(string()).default([]),
  blocked: array(object({ target: string(), reason: string() })).default([]),
  /** Packets sent around the proxy toward an address the namespace has no route to (not named: the kernel drops them). */
  unroutable: number().int().nonnegative().default(0)
});
var attemptSchema = object({
  group: string(),
  attempt: number().int().positive(),
  strategy: string(),
  claim: claimSchema.nullable(),
  verified: object({
    passed: boolean(),
    tests: record(string(), testStatusSchema),
    regressions: array(string())
  }),
  agreed: boolean(),
  rejected: rejectionSchema.nullable(),
  detail: string().nullable().default(null),
  filesChanged: array(string()),
  diffStat: string().default(""),
  toolCalls: number().int().nonnegative().default(0),
  costUsd: number().nonnegative(),
  turns: number().int().nonnegative(),
  sessionId: string().nullable(),
  durationMs: number().nonnegative(),
  /** Size of the prompt the agent got, in UTF-8 bytes. */
  promptBytes: number().int().nonnegative().default(0),
  /** Wall time of the agent's session alone. */
  agentMs: number().nonnegative().default(0),
  /** From the end of the agent's session to the engine's verdict (the checks and re-runs). */
  verifyMs: number().nonnegative().default(0),
  /** Set when the verified change was committed (--commit, or the Action's fix branch). */
  commit: string().nullable().default(null),
  /** Where the engine's two witnesses of the session (claude's stream, the hook ledger) disagreed. */
  distrust: array(string()).default([]),
  /** Processes the attempt left running (double-forked, disowned), found by their marker and killed. */
  killedProcesses: array(object({ pid: number().int(), command: string() })).default([]),
  /** Absent in results written before guard modes existed. */
  guards: guardReportSchema.optional(),
  /** What the attempt's processes asked fix-loop's proxy for besides the model; absent where nothing watched. */
  network: attemptNetworkSchema.optional(),
  /**
   * False when the model never answered the session (the API refused it, or could not be
   * reached): the attempt says nothing of the agent, so trust leaves it out. Absent: answered.
   */
  modelAnswered: boolean().optional()
});
var trustSchema = object({
  score: number().min(0).max(1).nullable(),
  agreed: number().int().nonnegative(),
  total: number().int().nonnegative()
});
var breakerSchema = object({
  state: _enum(["closed", "half-open", "open"]),
  reason: string().nullable()
});
var runContextSchema = object({
  repository: string().nullable(),
  sha: string().nullable(),
  ref: string().nullable(),
  runId: string().nullable(),
  runUrl: string().nullable(),
  pullRequest: number().int().nullable(),
  fixPullRequests: array(object({ group: string(), url: string(), number: number().int() })).default([])
});
var phasesSchema = object({
  /** Asking the runners which tests they have, before any ran (`--tests` of ids only they know). */
  listingMs: number().nonnegative().optional(),
  firstRunMs: number().nonnegative(),
  retryMs: number().nonnegative(),
  /** Coverage runs triage started, after the tests' own runs. */
  coverageMs: number().nonnegative(),
  /**
   * Coverage the runner's hooks took inside the first runs and re-runs (already counted in
   * `firstRunMs` and `retryMs`): the takes and their records, not the slower code between them.
   */
  coverageInRunsMs: number().nonnegative().optional(),
  /** Triage's own work (signatures, groups, culprits), the coverage runs left out. */
  triageMs: number().nonnegative(),
  /** Announcing the groups and putting the results together, after `durationMs` ends. */
  reportMs: number().nonnegative().optional()
});
var shardsReportSchema = object({
  legs: array(
    object({
      index: number().int().positive(),
      /** The leg's whole run, gates and services included. */
      durationMs: number().nonnegative(),
      /** Its tiers' time: what the split balances. */
      testsMs: number().nonnegative(),
      tests: number().int().nonnegative()
    })
  ),
  /** The slowest leg's tiers' time over the legs' mean, less one: 0.15 is 15 % over. */
  spread: number().nonnegative(),
  /** How each tier's tests were split: by-time, by-count, runner-option, every-leg, one-leg. */
  splits: array(object({ tier: string(), how: string() })),
  /** The merge's own time, triage included. */
  mergeMs: number().nonnegative()
});
var resultsSchema = object({
  version: literal(1),
  tool: object({ name: literal("fix-loop"), version: string() }),
  mode: _enum(["verify", "fix"]),
  outcome: _enum(["passed", "failed", "blocked", "fixed", "deferred"]),
  /** One line a person reads first: "backend is down at ... (connection refused), 14 tests not run". */
  headline: string(),
  startedAt: string(),
  finishedAt: string(),
  durationMs: number().nonnegative(),
  config: string(),
  preflight: preflightResultSchema,
  services: array(serviceResultSchema),
  tiers: array(tierResultSchema),
  tests: array(testResultSchema),
  groups: array(groupSchema).default([]),
  attempts: array(attemptSchema).default([]),
  trust: trustSchema.default({ score: null, agreed: 0, total: 0 }),
  breaker: breakerSchema.default({ state: "closed", reason: null }),
  run: runContextSchema.nullable().default(null),
  /** The guards over all attempts of the run (fix mode); absent before guard modes existed. */
  guards: guardReportSchema.optional(),
  /** Absent in results written before it, and in fix runs. */
  phases: phasesSchema.nullable().default(null),
  /** Fix mode: one sentence saying what the agent could reach over the network, and the key. */
  agentNetwork: string().optional(),
  /** A sharded verify's legs; absent when one runner ran every test. */
  shards: shardsReportSchema.optional()
});

// src/init/ci-env.ts
var import_yaml = __toESM(require_dist(), 1);
import { readdir } from "node:fs/promises";
import path2 from "node:path";

// src/init/read-files.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
async function readText(root, name) {
  return readFile(path.join(root, name), "utf8").catch(() => null);
}
async function readPackageJson(root) {
  const text = await readText(root, "package.json");
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

// src/init/ci-env.ts
var RUNS_TESTS = /\b(?:npm|yarn|pnpm|bun)\s+(?:run\s+)?(?:test|t)\b|\b(?:pytest|py\.test|jest|vitest|mocha|go\s+test|tox)\b/;
var isMapping = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
async function ciTestEnv(root) {
  const found = await firstStepRunning(root, RUNS_TESTS);
  if (!found) return {};
  const { workflow, job, step } = found;
  return { ...plainEnv(workflow.env), ...plainEnv(job.env), ...plainEnv(step.env) };
}
async function ciStepRun(root, runs) {
  const found = await firstStepRunning(root, runs);
  return found ? String(found.step.run) : null;
}
var INSTALLS = /\b(?:pip3?|npm|yarn|pnpm|bun|apt-get|apt|brew|go|pipx|uv)\s+(?:\S+\s+)?(?:install|i|add|get)\b/;
async function firstStepRunning(root, runs) {
  const running = (text) => text.split(/\n|&&|;/).some((command) => runs.test(command) && !INSTALLS.test(command));
  for await (const { workflow, job } of ciJobs(root)) {
    const step = job.steps.find(
      (candidate) => isMapping(candidate) && typeof candidate.run === "string" && running(candidate.run)
    );
    if (step) return { workflow, job, step };
  }
  return null;
}
async function ciNodeMajors(root) {
  const majors = (await ciSetupVersions(root, "node")).map((value) => /^v?(\d+)(?:\.|$)/.exec(value)?.[1]).filter((major) => major !== void 0).map(Number);
  return [...new Set(majors)].sort((a, b) => a - b);
}
async function ciGoVersions(root) {
  const versions = (await ciSetupVersions(root, "go")).map((value) => /^v?(\d+)\.(\d+)(?:\.|$|\.x$)/.exec(value)).filter((found) => found !== null).map((found) => [Number(found[1]), Number(found[2])]);
  return versions.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}
async function ciSetupVersions(root, tool) {
  const found = await firstStepRunning(root, RUNS_TESTS);
  if (!found) return [];
  const uses = new RegExp(`^actions/setup-${tool}@`);
  const setup = found.job.steps.find(
    (step) => isMapping(step) && typeof step.uses === "string" && uses.test(step.uses)
  );
  const given = isMapping(setup?.with) ? setup.with[`${tool}-version`] : void 0;
  const matrix = isMapping(found.job.strategy) ? found.job.strategy.matrix : void 0;
  const named = /^\$\{\{\s*matrix\.([\w-]+)\s*\}\}$/.exec(String(given ?? ""))?.[1];
  const values = named && isMapping(matrix) ? matrix[named] : given;
  return (Array.isArray(values) ? values : [values]).filter((value) => value !== void 0 && value !== null).map(String);
}
var SETUP_OR_NOISE = /^(?:echo|printf|cat|ls|pwd|env|which|git\s+config)\b|--version\b|\$\{\{|\b(?:pip3?|python3?\s+-m\s+pip|uv\s+pip|pipx)\s+install\b|\b(?:npm\s+(?:ci|install|i)|(?:pnpm|bun)\s+(?:install|i)|yarn(?:\s+install)?)\b(?!\s+(?:run|build|test))|\bgo\s+(?:mod\s+download|get|install)\b|\bnpm\s+config\b|\bnpm\s+(?:-\w+\s+)*ls\b|::set-output\b|\$GITHUB_(?:OUTPUT|ENV)\b|\b(?:lint|eslint|prettier|ruff|flake8|mypy|black|isort|pre-commit|golangci-lint|go\s+vet|bandit|codespell|cspell|pylint|pyright)\b|\.mypy_cache/;
var PREPARATION_SHOWN = 4;
async function ciStepsBeforeTests(root) {
  const found = await firstStepRunning(root, RUNS_TESTS);
  if (!found) return [];
  const before = found.job.steps.slice(0, found.job.steps.indexOf(found.step));
  const lines = before.filter((step) => isMapping(step) && typeof step.run === "string").flatMap(preparationOf);
  return [...new Set(lines)].slice(0, PREPARATION_SHOWN);
}
var SCRIPT_LINE = /^(?:if|then|elif|else|fi|for|while|until|do|done|case|esac)\b|^[;)]|\\$/;
function preparationOf(step) {
  const lines = String(step.run).split("\n").map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
  const script = lines.filter((line) => SCRIPT_LINE.test(line));
  const commands = lines.filter((line) => !SCRIPT_LINE.test(line) && !SETUP_OR_NOISE.test(line));
  if (script.length === 0 || commands.length === 0) return commands;
  const named = typeof step.name === "string" && step.name.trim() !== "" ? step.name.trim() : null;
  return [named ? `${STEP}"${named}"` : `${lines[0]} \u2026 (a script of ${lines.length} lines)`];
}
var STEP = "the step ";
function preparationWords(item) {
  return item.startsWith(`${STEP}"`) ? item : `\`${item}\``;
}
var NPM_INSTALL = /\bnpm\s+(?:ci|install|i)\b[^\n&|;]*/g;
var NEEDED_FLAGS = ["--legacy-peer-deps", "--force"];
async function ciNpmInstallFlags(root) {
  for await (const { job } of ciJobs(root))
    for (const step of job.steps) {
      if (!isMapping(step) || typeof step.run !== "string") continue;
      for (const install of step.run.match(NPM_INSTALL) ?? []) {
        const flags = NEEDED_FLAGS.filter((flag) => install.split(/\s+/).includes(flag));
        if (flags.length > 0) return flags;
      }
    }
  return [];
}
async function* ciJobs(root) {
  const folder = path2.join(root, ".github", "workflows");
  const files = (await readdir(folder).catch(() => [])).filter((name) => /\.ya?ml$/.test(name) && !name.startsWith("fix-loop")).sort();
  for (const name of files) {
    let workflow;
    try {
      workflow = (0, import_yaml.parse)(await readText(folder, name) ?? "");
    } catch {
      continue;
    }
    if (!isMapping(workflow) || !isMapping(workflow.jobs)) continue;
    for (const job of Object.values(workflow.jobs))
      if (isMapping(job) && Array.isArray(job.steps))
        yield { workflow, job };
  }
}
function plainEnv(env) {
  if (!isMapping(env)) return {};
  const kept2 = {};
  for (const [name, value] of Object.entries(env)) {
    if (!["string", "number", "boolean"].includes(typeof value)) continue;
    const text = String(value);
    if (text.includes("${{") || refusedTierVariable(name)) continue;
    kept2[name] = text;
  }
  return kept2;
}

// src/process/share-files.ts
import { chmodSync, chownSync, lstatSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path3 from "node:path";
var GROUP_WRITE = 48;
var FOLDER_SHARE = 1080;
async function handTreeTo(top, runAs) {
  const before = [];
  walk(top, (file, stat6) => {
    before.push({
      path: file,
      mode: stat6.mode & 4095,
      gid: stat6.gid,
      folder: stat6.isDirectory()
    });
    if (isRoot()) chownSync(file, -1, runAs.gid);
  });
  if (!isRoot()) await chgrpAll(before, runAs.gid);
  for (const entry of before) {
    const share = entry.folder ? FOLDER_SHARE : GROUP_WRITE;
    chmodSync(entry.path, entry.mode | share);
  }
  return () => giveTreeBack(top, before);
}
async function chgrpAll(entries, gid) {
  for (let at = 0; at < entries.length; at += 500) {
    const files = entries.slice(at, at + 500).map((entry) => entry.path);
    await privileged("chgrp", ["-h", String(gid), "--", ...files]);
  }
}
async function giveTreeBack(top, before) {
  const uid = process.getuid?.() ?? 0;
  const known = new Map(before.map((entry) => [entry.path, entry]));
  const theirs = [];
  walk(top, (file, stat6) => {
    if (stat6.uid !== uid) theirs.push(file);
  });
  await makeOurs(theirs, uid, before[0]?.gid ?? process.getgid?.() ?? 0);
  walk(top, (file, stat6) => {
    const entry = known.get(file);
    const mode = entry?.mode ?? stat6.mode & 4095 & ~1040;
    if (entry) chownSync(file, -1, entry.gid);
    chmodSync(file, mode);
  });
}
function shareFolder(folder, runAs) {
  if (!runAs) return;
  if (isRoot()) chownSync(folder, -1, runAs.gid);
  else privilegedSync("chgrp", [String(runAs.gid), folder]);
  chmodSync(folder, 1528);
}
async function removeSharedFolder(folder) {
  await rm(folder, { recursive: true, force: true }).catch(async (error) => {
    if (isRoot()) throw error;
    await privileged("rm", ["-rf", "--one-file-system", "--", folder]);
  });
}
async function makeOurs(files, uid, gid) {
  if (files.length === 0) return;
  if (isRoot()) {
    for (const file of files) chownSync(file, uid, gid);
    return;
  }
  for (let at = 0; at < files.length; at += 500) {
    await privileged("chown", ["-h", `${uid}:${gid}`, "--", ...files.slice(at, at + 500)]);
  }
}
function walk(top, visit) {
  const pending = [top];
  while (pending.length > 0) {
    const file = pending.pop();
    const stat6 = lstatSync(file, { throwIfNoEntry: false });
    if (!stat6 || stat6.isSymbolicLink()) continue;
    visit(file, stat6);
    if (!stat6.isDirectory()) continue;
    for (const name of readdirSync(file)) {
      if (file === top && name === ".git") continue;
      pending.push(path3.join(file, name));
    }
  }
}

// src/text/quantities.ts
function plural(count, noun, pluralNoun = `${noun}s`) {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}
function formatDuration(ms, style = "spaced") {
  if (style === "compact") {
    if (ms < 1e3) return `${Math.round(ms)}ms`;
    const seconds2 = ms / 1e3;
    if (seconds2 < 120 || seconds2 % 60 !== 0)
      return `${Number.isInteger(seconds2) ? seconds2 : seconds2.toFixed(1)}s`;
    return `${seconds2 / 60}m`;
  }
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  if (ms < 6e4) return `${(ms / 1e3).toFixed(1)} s`;
  const minutes = Math.floor(ms / 6e4);
  const seconds = Math.round(ms % 6e4 / 1e3);
  return `${minutes} min ${seconds} s`;
}

// src/flaky/repeat-command.ts
function insertAfter(command, after, words2) {
  const match = after.exec(command);
  if (!match) return null;
  const end = match.index + match[0].length;
  return `${command.slice(0, end)} ${words2}${command.slice(end)}`;
}

// src/junit/command-without-report.ts
import path5 from "node:path";

// src/junit/without-report-folder.ts
import path4 from "node:path";
function withoutReportFolders(command, reports) {
  const parts = splitShell(command);
  if (!parts) return command;
  const folders = new Set(reports.map((report2) => path4.normalize(path4.dirname(report2))));
  const kept2 = [];
  let dropped = false;
  let start2 = 0;
  for (let end = 0; end <= parts.length; end++) {
    const part = parts[end];
    if (part !== void 0 && !("operator" in part)) continue;
    const segment = parts.slice(start2, end);
    const joinedOn = part && "operator" in part ? part.operator : null;
    if ((joinedOn === "&&" || joinedOn === ";") && makesOnly(segment, folders)) dropped = true;
    else kept2.push(...segment, ...part ? [part] : []);
    start2 = end + 1;
  }
  return dropped ? joinShell(kept2) : command;
}
function makesOnly(segment, folders) {
  if (segment.some((part) => !("word" in part))) return false;
  const words2 = segment.map((part) => unquote(part.word));
  if (words2[0] !== "mkdir") return false;
  const options = words2.slice(1).filter((word) => word.startsWith("-"));
  const made = words2.slice(1).filter((word) => !word.startsWith("-"));
  return options.every((option2) => option2 === "-p" || option2 === "--parents") && made.length > 0 && made.every((folder) => folders.has(path4.normalize(folder)));
}

// src/junit/command-without-report.ts
function commandWithoutReport(command, runner, reports) {
  const stripped = runner?.withoutReport?.(command, reports);
  return stripped ? withoutReportFolders(stripped, reports) : command;
}
function withoutReportOptions(command, options, reports) {
  const parts = splitShell(command);
  if (!parts) return null;
  const isReport = (value) => reports.some((report2) => path5.normalize(value) === path5.normalize(report2));
  const words2 = parts.map((part) => "word" in part ? unquote(part.word) : null);
  const dropped = /* @__PURE__ */ new Set();
  const reporters = [];
  const destinations = [];
  const known = [...options.file, options.reporter];
  for (let i = 0; i < parts.length; i++) {
    const option2 = optionAt(words2, i, known);
    if (!option2) continue;
    if (options.file.includes(option2.name)) {
      destinations.push(option2.indexes);
      if (isReport(option2.value)) for (const index of option2.indexes) dropped.add(index);
    } else if (option2.name === options.reporter) {
      reporters.push(option2.indexes);
      if (options.junitReporter !== void 0 && option2.value === options.junitReporter) {
        for (const index of option2.indexes) dropped.add(index);
      }
    }
    i = option2.indexes.at(-1) ?? i;
  }
  if (options.pairedByPosition) {
    destinations.forEach((indexes, n) => {
      if (indexes.every((index) => dropped.has(index)))
        for (const index of reporters[n] ?? []) dropped.add(index);
    });
  }
  if (!destinations.some((indexes) => indexes.every((index) => dropped.has(index)))) return null;
  return joinShell(parts.filter((_, index) => !dropped.has(index)));
}
function optionAt(words2, i, known) {
  const word = words2[i] ?? "";
  const equals = word.indexOf("=");
  const name = equals === -1 ? word : word.slice(0, equals);
  if (!known.includes(name)) return null;
  if (equals !== -1) return { name, value: word.slice(equals + 1), indexes: [i] };
  const next = words2[i + 1];
  return next == null ? null : { name, value: next, indexes: [i, i + 1] };
}
function beforeJunitConverter(command) {
  const parts = splitShell(command);
  if (!parts) return null;
  const converter = parts.findIndex(
    (part) => "word" in part && /(?:^|\/)go-junit-report(?:\/|@|$)/.test(unquote(part.word))
  );
  if (converter === -1) return null;
  const pipe = parts.slice(0, converter).findLastIndex((part) => "operator" in part);
  if (pipe === -1 || !("operator" in parts[pipe])) return null;
  if (parts[pipe].operator !== "|") return null;
  return joinShell(
    parts.slice(0, pipe).filter((part) => !("redirect" in part && part.redirect === "2>&1"))
  );
}
function withoutRedirectedReport(command, reporter, reports) {
  const parts = splitShell(command);
  if (!parts) return null;
  const isReport = (target) => reports.some((report2) => path5.normalize(unquote(target)) === path5.normalize(report2));
  const redirect = parts.findIndex(
    (part) => "redirect" in part && /^1?>[^>&]/.test(part.redirect) && isReport(part.redirect.replace(/^1?>\s*/, ""))
  );
  if (redirect === -1) return null;
  const words2 = parts.map((part) => "word" in part ? unquote(part.word) : null);
  const dropped = /* @__PURE__ */ new Set([redirect]);
  for (let i = 0; i < parts.length; i++) {
    const option2 = optionAt(words2, i, reporter.options);
    if (!option2) continue;
    if (option2.value === reporter.name) for (const index of option2.indexes) dropped.add(index);
    i = option2.indexes.at(-1) ?? i;
  }
  return joinShell(parts.filter((_, index) => !dropped.has(index)));
}

// src/junit/go-attempts.ts
function foldGoAttempts(tests, refs) {
  const byKey = /* @__PURE__ */ new Map();
  for (let index = 0; index < tests.length; index++) {
    const key2 = keyOf(refs[index]);
    byKey.set(key2, [...byKey.get(key2) ?? [], index]);
  }
  if ([...byKey.values()].every((indexes) => indexes.length === 1))
    return { tests: [...tests], refs: [...refs] };
  const folded = /* @__PURE__ */ new Map();
  const keptRefs = /* @__PURE__ */ new Map();
  for (const [key2, indexes] of byKey) {
    const attempts = indexes.map((index) => tests[index]);
    const failed = attempts.filter((test) => test.status === "failed");
    const first = failed[0] ?? attempts[0];
    const durationMs = attempts.reduce((sum, test) => sum + test.durationMs, 0);
    const result = { ...first, runs: attempts.length, durationMs };
    if (failed.length > 0 && failed.length < attempts.length) {
      result.status = "flaky";
      result.reason = `failed, then passed on a re-run in the same run (${failed.length} of ${attempts.length} runs failed; gotestsum's --rerun-fails)`;
    }
    folded.set(key2, result);
    keptRefs.set(key2, refs[indexes[0]]);
  }
  for (const [key2, result] of folded) {
    if (result.status !== "flaky") continue;
    const inside = [...folded].filter(([other]) => other.startsWith(`${key2}/`));
    if (inside.some(([, test]) => test.status === "failed")) {
      result.status = "failed";
      result.reason = null;
    }
  }
  return { tests: [...folded.values()], refs: [...keptRefs.values()] };
}
function keyOf(ref) {
  return `${ref?.classname ?? ""}\0${ref?.name ?? ""}`;
}

// src/junit/go-panic.ts
import { readdir as readdir2, readFile as readFile3 } from "node:fs/promises";
import path7 from "node:path";

// src/junit/go-module.ts
import { readFile as readFile2 } from "node:fs/promises";
import path6 from "node:path";
async function goModulePath(root) {
  const text = await readFile2(path6.join(root, "go.mod"), "utf8").catch(() => "");
  return /^module\s+"?([^\s"]+)"?/m.exec(text)?.[1] ?? null;
}
function goPackageDir(pkg, module) {
  if (pkg === module) return "";
  if (!pkg.startsWith(`${module}/`)) return null;
  const dir = pkg.slice(module.length + 1);
  return dir.split("/").every((part) => part !== "" && part !== "." && part !== "..") ? dir : null;
}
function goTestOf(runnerId, module) {
  if (!runnerId?.startsWith(module)) return null;
  const rest = /^((?:\/[^/]+?)*?)\.((?:Test|Fuzz|Example)[^./]*(?:\/.*)?)$/s.exec(
    runnerId.slice(module.length)
  );
  if (!rest?.[2]) return null;
  const dir = (rest[1] ?? "").slice(1);
  return { pkg: module + (rest[1] ?? ""), dir, name: rest[2] };
}

// src/junit/go-panic.ts
function isGoPanic(details) {
  return /^panic: /m.test(details);
}
var NAMED = 5;
async function goPanicProblems(panics, reported, root, cut = /* @__PURE__ */ new Map(), selected = null) {
  const module = await goModulePath(root);
  const languageVersion = await goLanguageVersion(root);
  const lines = [];
  const seen = /* @__PURE__ */ new Set();
  for (const { pkg, test } of panics) {
    if (seen.has(pkg)) continue;
    seen.add(pkg);
    const ran = new Set([...reported.get(pkg) ?? []].map((name) => name.split("/")[0] ?? ""));
    const dir = module === null ? null : goPackageDir(pkg, module);
    const declared = dir === null ? null : await declaredTests(path7.join(root, dir), ran, languageVersion);
    const top = test.split("/")[0] ?? test;
    const at = declared?.tests.indexOf(top) ?? -1;
    const wanted = (name) => !ran.has(name) && (selected?.(name) ?? true);
    const hidden = declared && at >= 0 ? {
      tests: declared.tests.slice(at + 1).filter(wanted),
      // go runs the examples after every test.
      examples: declared.examples.filter(wanted)
    } : null;
    const cutShort = cut.get(pkg) ?? 0;
    if (selected && hidden && hidden.tests.length + hidden.examples.length + cutShort === 0)
      continue;
    lines.push(panicLine(pkg, test, top, hidden) + cutClause(cutShort));
  }
  return lines;
}
function panicLine(pkg, test, top, hidden) {
  const head = `go stopped ${pkg} at the panic in ${test}: the tests after it did not run, and the report leaves them out`;
  const rest = test.includes("/") ? `, with the rest of ${top}'s subtests` : "";
  if (hidden === null) return `${head}${rest}`;
  const examples = hidden.examples.length === 0 ? "" : `${hidden.tests.length === 0 ? ": " : ", and "}${hidden.examples.length} example${hidden.examples.length === 1 ? "" : "s"}`;
  if (hidden.tests.length === 0)
    return `${head} (no test function is declared after ${top}${rest})${examples}`;
  const names = hidden.tests.slice(0, NAMED).join(", ");
  const more = hidden.tests.length > NAMED ? ` and ${hidden.tests.length - NAMED} more` : "";
  const count = `${hidden.tests.length} test function${hidden.tests.length === 1 ? "" : "s"}`;
  return `${head}: ${count} (${names}${more}) and their subtests${rest}${examples}`;
}
function cutClause(count) {
  if (count === 0) return "";
  const tests = count === 1 ? "1 test it had started (paused, or running) is" : `${count} tests it had started (paused, or running) are`;
  return `; ${tests} left out too: go never finished ${count === 1 ? "it" : "them"}`;
}
async function declaredTests(dir, ran, languageVersion) {
  const files = await readdir2(dir).catch(() => null);
  if (!files) return null;
  const internal = { tests: [], examples: [] };
  const external = { tests: [], examples: [] };
  for (const file of files.filter((name) => name.endsWith("_test.go")).sort()) {
    const text = await readFile3(path7.join(dir, file), "utf8").catch(() => "");
    const names = [...text.matchAll(/^func (Test\w*)\s*\(\s*\w+\s+\*testing\.T\s*\)/gm)].map(
      (match) => match[1] ?? ""
    );
    const examples = examplesRun(text);
    const built = builtFor(text, file, languageVersion);
    if (!built && !names.some((name) => ran.has(name))) continue;
    const into = /^package\s+\w+_test\b/m.test(text) ? external : internal;
    into.tests.push(...names);
    into.examples.push(...examples);
  }
  return {
    tests: [...internal.tests, ...external.tests],
    examples: [...internal.examples, ...external.examples]
  };
}
function examplesRun(text) {
  const starts = [...text.matchAll(/^func (Example\w*)\s*\(\s*\)/gm)];
  return starts.flatMap((match, at) => {
    const body = text.slice(match.index, starts[at + 1]?.index ?? text.length);
    return /^\s*\/\/ (?:Unordered output|Output):/im.test(body) ? [match[1] ?? ""] : [];
  });
}
function builtFor(text, file, languageVersion) {
  if (PLATFORM_FILE.test(file)) return false;
  const constraints = [...text.matchAll(/^\/\/(?:go:build| \+build) (.+)$/gm)].map(
    (match) => match[1]?.trim() ?? ""
  );
  if (constraints.length === 0) return true;
  if (languageVersion === null) return false;
  return constraints.every((line) => {
    const tags = line.split(/[\s,&|()]+/).filter(Boolean);
    return tags.every((tag) => {
      const minor = /^go1\.(\d+)$/.exec(tag)?.[1];
      return minor !== void 0 && Number(minor) <= languageVersion;
    });
  });
}
async function goLanguageVersion(root) {
  const text = await readFile3(path7.join(root, "go.mod"), "utf8").catch(() => "");
  const minor = /^go\s+1\.(\d+)/m.exec(text)?.[1];
  return minor === void 0 ? null : Number(minor);
}
var PLATFORM_FILE = /_(?:aix|android|darwin|dragonfly|freebsd|illumos|ios|js|linux|netbsd|openbsd|plan9|solaris|wasip1|windows|386|amd64|arm|arm64|loong64|mips\w*|ppc64\w*|riscv64|s390x|wasm)_test\.go$/;

// src/junit/go-panic-owner.ts
var PANIC_LINE = /^panic: /m;
function carriesAnothersPanic(name, details) {
  if (!isGoPanic(details)) return false;
  const before = details.slice(0, details.search(PANIC_LINE));
  if (!/^=== RUN /m.test(before)) return false;
  return !before.split("\n").some((line) => line.trim().startsWith(`--- FAIL: ${name} (`));
}
function returnCarriedPanics(tests, refs, carriers, keyOf2) {
  const raisers = /* @__PURE__ */ new Map();
  tests.forEach((carrier, at) => {
    const ref = refs[at];
    const text = carrier.evidence?.excerpt ?? "";
    if (!ref || !carriers.has(keyOf2(ref)) || !PANIC_LINE.test(text)) return;
    const top = panickingFunction(text, ref.classname);
    if (top === null) return;
    const raiser = raiserOf(tests, refs, ref.classname, top);
    if (raiser === null) return;
    tests[raiser] = withPanicOf(tests[raiser], carrier, text);
    const raiserRef = refs[raiser];
    if (raiserRef && carrier.evidence?.location) {
      raiserRef.file = ref.file;
      raiserRef.line = ref.line;
    }
    carrier.evidence = carrier.evidence && {
      ...carrier.evidence,
      excerpt: text.slice(0, text.search(PANIC_LINE)).trimEnd()
    };
    raisers.set(at, refs[raiser]?.name ?? top);
  });
  return raisers;
}
function panickingFunction(text, pkg) {
  const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const frame = new RegExp(`^${escaped}\\.((?:Test|Example|Fuzz)\\w*)(?:\\.func[\\d.]+)?\\(`, "m");
  return frame.exec(text)?.[1] ?? null;
}
function raiserOf(tests, refs, pkg, top) {
  let found = null;
  refs.forEach((ref, at) => {
    const test = tests[at];
    if (ref.classname !== pkg || test?.status !== "failed") return;
    if (ref.name !== top && !ref.name.startsWith(`${top}/`)) return;
    const lines = (test.evidence?.excerpt ?? "").split("\n").filter((line) => line.trim() !== "");
    if (!lines.at(-1)?.trim().startsWith(`--- FAIL: ${ref.name} (`)) return;
    if (found === null || ref.name.length > (refs[found]?.name.length ?? 0)) found = at;
  });
  return found;
}
function withPanicOf(raiser, carrier, text) {
  const own = raiser.evidence;
  const carried = carrier.evidence;
  if (!own || !carried) return raiser;
  const panic = text.slice(text.search(PANIC_LINE));
  return {
    ...raiser,
    file: carried.location ? carrier.file : raiser.file,
    evidence: {
      ...carried,
      durationMs: own.durationMs,
      excerpt: `${own.excerpt.trimEnd()}
${panic}`,
      outputBytes: own.outputBytes + Buffer.byteLength(panic, "utf8"),
      truncated: own.truncated || carried.truncated
    }
  };
}

// src/junit/go-run-option.ts
function goRunSelection(command) {
  const words2 = (simpleCommands(command) ?? []).flat().map(unquote);
  let pattern = null;
  for (const [at, word] of words2.entries()) {
    const joined = /^--?(?:test\.)?run=(.*)$/.exec(word);
    if (joined) pattern = joined[1] ?? "";
    else if (/^--?(?:test\.)?run$/.test(word)) pattern = words2[at + 1] ?? null;
  }
  if (pattern === null || pattern === "") return null;
  try {
    const top = new RegExp(firstLevel(pattern));
    return (name) => top.test(name);
  } catch {
    return null;
  }
}
function firstLevel(pattern) {
  let depth = 0;
  for (let at = 0; at < pattern.length; at++) {
    const char = pattern[at];
    if (char === "\\") at++;
    else if (char === "[") depth++;
    else if (char === "]") depth = Math.max(0, depth - 1);
    else if (char === "/" && depth === 0) return pattern.slice(0, at);
  }
  return pattern;
}

// src/junit/go-run-pattern.ts
function goRunPattern(names) {
  const paths = names.map((name) => name.split("/"));
  const depth = Math.min(...paths.map((path43) => path43.length));
  const levels = [];
  for (let level = 0; level < depth; level++) {
    const unique = [...new Set(paths.map((path43) => escapeRegExp(path43[level] ?? "")))];
    levels.push(`^(?:${unique.join("|")})$`);
  }
  return levels.map((level) => level.replace(/^\^\(\?:([^|()]*)\)\$$/, "^$1$")).join("/");
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

// src/junit/go-test-files.ts
import { readdir as readdir3, readFile as readFile4 } from "node:fs/promises";
import path9 from "node:path";

// src/junit/resolve-test-file.ts
import { existsSync } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import path8 from "node:path";
function createTestFileResolver(cwd) {
  const modules = /* @__PURE__ */ new Map();
  const moduleFile = (classname, dotted = true) => {
    if (!(dotted ? /^\w+(?:\.\w+)+$/ : /^\w+(?:\.\w+)*$/).test(classname)) return null;
    let known = modules.get(classname);
    if (known === void 0) {
      known = pythonModuleFile(classname, cwd);
      modules.set(classname, known);
    }
    return known;
  };
  return ({ declaredFile, file, classname, name }) => {
    if (declaredFile) return relativeToRoot(declaredFile, cwd);
    const module = classname === "" ? moduleFile(name, false) : moduleFile(classname);
    if (module) return module;
    const shown2 = file ? relativeToRoot(file, cwd) : null;
    return shown2 !== null && path8.isAbsolute(shown2) ? null : shown2;
  };
}
function relativeToRoot(file, cwd) {
  if (!path8.isAbsolute(file)) return file.replaceAll("\\", "/");
  const relative2 = path8.relative(cwd, file);
  if (relative2.startsWith("..") || path8.isAbsolute(relative2)) return file;
  return relative2.split(path8.sep).join("/");
}
function pythonModuleFile(classname, cwd) {
  const parts = classname.split(".");
  for (let length = parts.length; length > 0; length--) {
    const candidate = `${parts.slice(0, length).join("/")}.py`;
    if (existsSync(path8.join(cwd, candidate))) return candidate;
  }
  return null;
}
async function realFileInsideRoot(cwd, file) {
  const root = await realpath(cwd).catch(() => null);
  const real = await realpath(path8.resolve(cwd, file)).catch(() => null);
  if (root === null || real === null) return null;
  const inside = path8.relative(root, real);
  if (inside === "" || inside.startsWith("..") || path8.isAbsolute(inside)) return null;
  const info = await stat(real).catch(() => null);
  return info?.isFile() ? real : null;
}

// src/junit/go-test-files.ts
var NAMED2 = 5;
var GO_FRAMING = /^\s*(?:=== (?:RUN|PAUSE|CONT|NAME)\b.*|--- FAIL: .*)$/;
async function describeGoTests(tests, refs, root) {
  const failed = tests.flatMap((test, at) => {
    const ref = refs[at];
    return test.status === "failed" && ref ? [{ test, ref }] : [];
  });
  const below = failedBelow(failed.map(({ ref }) => ref));
  for (const { test, ref } of failed) {
    const subtests = below.get(key(ref.classname, ref.name));
    if (subtests && onlyFraming(test)) saySubtestsFailed(test, subtests);
  }
  const module = await goModulePath(root);
  if (module === null) return;
  const packages = /* @__PURE__ */ new Map();
  const filesOf3 = (dir) => {
    let files = packages.get(dir);
    if (!files) {
      files = packageFiles(root, dir);
      packages.set(dir, files);
    }
    return files;
  };
  for (const [at, test] of tests.entries()) {
    const ref = refs[at];
    if (!ref) continue;
    const dir = goPackageDir(ref.classname, module);
    if (dir === null) continue;
    if (ref.file !== null && !ref.file.endsWith("_test.go")) {
      placeOutsideTests(test, ref, await filesOf3(dir));
      continue;
    }
    if (ref.file !== null && (dir === "" || ref.file.includes("/"))) continue;
    const found = placeIn(await filesOf3(dir), ref);
    if (!found) continue;
    ref.file = found.file;
    test.file = found.file;
    if (test.status === "failed" && test.evidence) test.evidence.location = found;
  }
}
function placeIn(files, ref) {
  if (ref.file === null) return files.declared.get(ref.name.split("/")[0] ?? ref.name) ?? null;
  if (!files.names.has(ref.file) || files.atRoot.has(ref.file)) return null;
  return { file: `${files.dir}/${ref.file}`, line: ref.line };
}
function placeOutsideTests(test, ref, files) {
  const declared = files.declared.get(ref.name.split("/")[0] ?? ref.name);
  if (!declared) return;
  const failedAt = ref.file !== null && !ref.file.includes("/") && files.dir !== "" ? placeIn(files, ref) : { file: ref.file ?? declared.file, line: ref.line };
  ref.file = declared.file;
  test.file = declared.file;
  if (test.status === "failed" && test.evidence && failedAt) test.evidence.location = failedAt;
}
function key(pkg, name) {
  return `${pkg}\0${name}`;
}
function failedBelow(failed) {
  const below = /* @__PURE__ */ new Map();
  for (const ref of failed) {
    for (let at = ref.name.indexOf("/"); at >= 0; at = ref.name.indexOf("/", at + 1)) {
      const parent = key(ref.classname, ref.name.slice(0, at));
      const names = below.get(parent) ?? [];
      names.push(ref.name);
      below.set(parent, names);
    }
  }
  return below;
}
function onlyFraming(test) {
  const lines = (test.evidence?.excerpt ?? "").split("\n").filter((line) => line.trim() !== "");
  return lines.every((line) => GO_FRAMING.test(line));
}
function saySubtestsFailed(test, subtests) {
  const evidence = test.evidence;
  if (!evidence) return;
  const more = subtests.length > NAMED2 ? ` and ${subtests.length - NAMED2} more` : "";
  const count = subtests.length === 1 ? "its subtest" : `${subtests.length} of its subtests`;
  const message = `failed because ${count} failed: ${subtests.slice(0, NAMED2).join(", ")}${more}`;
  evidence.message = message;
  evidence.summary = [message];
  evidence.excerpt = [
    evidence.excerpt,
    "--- its failed subtests ---",
    ...subtests.map((name) => `    ${name}`)
  ].filter((part) => part !== "").join("\n");
}
async function packageFiles(root, dir) {
  const list = (folder) => readdir3(folder).catch(() => []);
  const names = await list(path9.join(root, dir));
  const declared = /* @__PURE__ */ new Map();
  for (const name of names.filter((file) => file.endsWith("_test.go")).sort()) {
    const file = dir === "" ? name : `${dir}/${name}`;
    const real = await realFileInsideRoot(root, file);
    const text = real ? await readFile4(real, "utf8").catch(() => "") : "";
    for (const match of text.matchAll(/^func ((?:Test|Example|Fuzz)\w*)\s*\(/gm)) {
      if (!match[1] || declared.has(match[1])) continue;
      const line = text.slice(0, match.index).split("\n").length;
      declared.set(match[1], { file, line });
    }
  }
  const atRoot = dir === "" ? /* @__PURE__ */ new Set() : new Set(await list(root));
  return { dir, names: new Set(names), atRoot, declared };
}

// src/junit/go-unfinished.ts
function isUnfinishedGoTest(details) {
  const lines = details.split("\n").filter((line) => line.trim() !== "");
  return lines.length > 0 && lines.every((line) => /^=== (?:RUN|PAUSE|CONT|NAME)\s/.test(line));
}
function dropUnfinished(tests, refs, unfinished, panicked) {
  const dropped = /* @__PURE__ */ new Map();
  let kept2 = 0;
  for (let index = 0; index < tests.length; index++) {
    const ref = refs[index];
    const test = tests[index];
    if (test.status === "failed" && panicked.has(ref.classname) && unfinished.has(unfinishedKey(ref.classname, ref.name))) {
      dropped.set(ref.classname, (dropped.get(ref.classname) ?? 0) + 1);
      continue;
    }
    tests[kept2] = test;
    refs[kept2] = ref;
    kept2++;
  }
  tests.length = kept2;
  refs.length = kept2;
  return dropped;
}
function unfinishedKey(pkg, name) {
  return `${pkg}\0${name}`;
}

// src/junit/list-from-report.ts
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path14 from "node:path";

// src/junit/run-junit-command.ts
import { open as open2, stat as stat5, unlink } from "node:fs/promises";
import path13 from "node:path";

// node_modules/tinyglobby/dist/index.mjs
import { readdir as readdir4, readdirSync as readdirSync2, realpath as realpath2, realpathSync, stat as stat2, statSync } from "fs";
import { isAbsolute, posix, resolve as resolve2 } from "path";
import { fileURLToPath } from "url";

// node_modules/fdir/dist/index.mjs
import { createRequire } from "module";
import { basename, dirname, normalize, relative, resolve, sep } from "path";
import * as nativeFs from "fs";
var __require = /* @__PURE__ */ createRequire(import.meta.url);
function cleanPath(path43) {
  let normalized = normalize(path43);
  if (normalized.length > 1 && normalized[normalized.length - 1] === sep) normalized = normalized.substring(0, normalized.length - 1);
  return normalized;
}
var SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path43, separator) {
  return path43.replace(SLASHES_REGEX, separator);
}
var WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path43) {
  return path43 === "/" || WINDOWS_ROOT_DIR_REGEX.test(path43);
}
function normalizePath(path43, options) {
  const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
  const pathNeedsCleaning = process.platform === "win32" && path43.includes("/") || path43.startsWith(".");
  if (resolvePaths) path43 = resolve(path43);
  if (normalizePath$1 || pathNeedsCleaning) path43 = cleanPath(path43);
  if (path43 === ".") return "";
  const needsSeperator = path43[path43.length - 1] !== pathSeparator;
  return convertSlashes(needsSeperator ? path43 + pathSeparator : path43, pathSeparator);
}
function joinPathWithBasePath(filename, directoryPath) {
  return directoryPath + filename;
}
function joinPathWithRelativePath(root, options) {
  return function(filename, directoryPath) {
    const sameRoot = directoryPath.startsWith(root);
    if (sameRoot) return directoryPath.slice(root.length) + filename;
    else return convertSlashes(relative(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
  };
}
function joinPath(filename) {
  return filename;
}
function joinDirectoryPath(filename, directoryPath, separator) {
  return directoryPath + filename + separator;
}
function build$7(root, options) {
  const { relativePaths, includeBasePath } = options;
  return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
}
function pushDirectoryWithRelativePath(root) {
  return function(directoryPath, paths) {
    paths.push(directoryPath.substring(root.length) || ".");
  };
}
function pushDirectoryFilterWithRelativePath(root) {
  return function(directoryPath, paths, filters) {
    const relativePath = directoryPath.substring(root.length) || ".";
    if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
  };
}
var pushDirectory = (directoryPath, paths) => {
  paths.push(directoryPath || ".");
};
var pushDirectoryFilter = (directoryPath, paths, filters) => {
  const path43 = directoryPath || ".";
  if (filters.every((filter) => filter(path43, true))) paths.push(path43);
};
var empty$2 = () => {
};
function build$6(root, options) {
  const { includeDirs, filters, relativePaths } = options;
  if (!includeDirs) return empty$2;
  if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
  return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}
var pushFileFilterAndCount = (filename, _paths, counts2, filters) => {
  if (filters.every((filter) => filter(filename, false))) counts2.files++;
};
var pushFileFilter = (filename, paths, _counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) paths.push(filename);
};
var pushFileCount = (_filename, _paths, counts2, _filters) => {
  counts2.files++;
};
var pushFile = (filename, paths) => {
  paths.push(filename);
};
var empty$1 = () => {
};
function build$5(options) {
  const { excludeFiles, filters, onlyCounts } = options;
  if (excludeFiles) return empty$1;
  if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
  else if (onlyCounts) return pushFileCount;
  else return pushFile;
}
var getArray = (paths) => {
  return paths;
};
var getArrayGroup = () => {
  return [""].slice(0, 0);
};
function build$4(options) {
  return options.group ? getArrayGroup : getArray;
}
var groupFiles = (groups, directory, files) => {
  groups.push({
    directory,
    files,
    dir: directory
  });
};
var empty = () => {
};
function build$3(options) {
  return options.group ? groupFiles : empty;
}
var resolveSymlinksAsync = function(path43, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  fs.realpath(path43, (error, resolvedPath) => {
    if (error) return queue.dequeue(suppressErrors ? null : error, state);
    fs.stat(resolvedPath, (error$1, stat6) => {
      if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
      if (stat6.isDirectory() && isRecursive(path43, resolvedPath, state)) return queue.dequeue(null, state);
      callback$1(stat6, resolvedPath);
      queue.dequeue(null, state);
    });
  });
};
var resolveSymlinks = function(path43, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  try {
    const resolvedPath = fs.realpathSync(path43);
    const stat6 = fs.statSync(resolvedPath);
    if (stat6.isDirectory() && isRecursive(path43, resolvedPath, state)) return;
    callback$1(stat6, resolvedPath);
  } catch (e) {
    if (!suppressErrors) throw e;
  }
};
function build$2(options, isSynchronous) {
  if (!options.resolveSymlinks || options.excludeSymlinks) return null;
  return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive(path43, resolved, state) {
  if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
  let parent = dirname(path43);
  let depth = 1;
  while (parent !== state.root && depth < 2) {
    const resolvedPath = state.symlinks.get(parent);
    const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
    if (isSameRoot) depth++;
    else parent = dirname(parent);
  }
  state.symlinks.set(path43, resolved);
  return depth > 1;
}
function isRecursiveUsingRealPaths(resolved, state) {
  return state.visited.includes(resolved + state.options.pathSeparator);
}
var onlyCountsSync = (state) => {
  return state.counts;
};
var groupsSync = (state) => {
  return state.groups;
};
var defaultSync = (state) => {
  return state.paths;
};
var limitFilesSync = (state) => {
  return state.paths.slice(0, state.options.maxFiles);
};
var onlyCountsAsync = (state, error, callback$1) => {
  report(error, callback$1, state.counts, state.options.suppressErrors);
  return null;
};
var defaultAsync = (state, error, callback$1) => {
  report(error, callback$1, state.paths, state.options.suppressErrors);
  return null;
};
var limitFilesAsync = (state, error, callback$1) => {
  report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
  return null;
};
var groupsAsync = (state, error, callback$1) => {
  report(error, callback$1, state.groups, state.options.suppressErrors);
  return null;
};
function report(error, callback$1, output, suppressErrors) {
  if (error && !suppressErrors) callback$1(error, output);
  else callback$1(null, output);
}
function build$1(options, isSynchronous) {
  const { onlyCounts, group, maxFiles } = options;
  if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
  else if (group) return isSynchronous ? groupsSync : groupsAsync;
  else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
  else return isSynchronous ? defaultSync : defaultAsync;
}
var readdirOpts = { withFileTypes: true };
var walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  state.queue.enqueue();
  if (currentDepth < 0) return state.queue.dequeue(null, state);
  const { fs } = state;
  state.visited.push(crawlPath);
  state.counts.directories++;
  fs.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
    callback$1(entries, directoryPath, currentDepth);
    state.queue.dequeue(state.options.suppressErrors ? null : error, state);
  });
};
var walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  const { fs } = state;
  if (currentDepth < 0) return;
  state.visited.push(crawlPath);
  state.counts.directories++;
  let entries = [];
  try {
    entries = fs.readdirSync(crawlPath || ".", readdirOpts);
  } catch (e) {
    if (!state.options.suppressErrors) throw e;
  }
  callback$1(entries, directoryPath, currentDepth);
};
function build(isSynchronous) {
  return isSynchronous ? walkSync : walkAsync;
}
var Queue = class {
  count = 0;
  constructor(onQueueEmpty) {
    this.onQueueEmpty = onQueueEmpty;
  }
  enqueue() {
    this.count++;
    return this.count;
  }
  dequeue(error, output) {
    if (this.onQueueEmpty && (--this.count <= 0 || error)) {
      this.onQueueEmpty(error, output);
      if (error) {
        output.controller.abort();
        this.onQueueEmpty = void 0;
      }
    }
  }
};
var Counter = class {
  _files = 0;
  _directories = 0;
  set files(num) {
    this._files = num;
  }
  get files() {
    return this._files;
  }
  set directories(num) {
    this._directories = num;
  }
  get directories() {
    return this._directories;
  }
  /**
  * @deprecated use `directories` instead
  */
  /* c8 ignore next 3 */
  get dirs() {
    return this._directories;
  }
};
var Aborter = class {
  aborted = false;
  abort() {
    this.aborted = true;
  }
};
var Walker = class {
  root;
  isSynchronous;
  state;
  joinPath;
  pushDirectory;
  pushFile;
  getArray;
  groupFiles;
  resolveSymlink;
  walkDirectory;
  callbackInvoker;
  constructor(root, options, callback$1) {
    this.isSynchronous = !callback$1;
    this.callbackInvoker = build$1(options, this.isSynchronous);
    this.root = normalizePath(root, options);
    this.state = {
      root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
      paths: [""].slice(0, 0),
      groups: [],
      counts: new Counter(),
      options,
      queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
      symlinks: /* @__PURE__ */ new Map(),
      visited: [""].slice(0, 0),
      controller: new Aborter(),
      fs: options.fs || nativeFs
    };
    this.joinPath = build$7(this.root, options);
    this.pushDirectory = build$6(this.root, options);
    this.pushFile = build$5(options);
    this.getArray = build$4(options);
    this.groupFiles = build$3(options);
    this.resolveSymlink = build$2(options, this.isSynchronous);
    this.walkDirectory = build(this.isSynchronous);
  }
  start() {
    this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
    this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
    return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
  }
  walk = (entries, directoryPath, depth) => {
    const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
    if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
    const files = this.getArray(this.state.paths);
    for (let i = 0; i < entries.length; ++i) {
      const entry = entries[i];
      if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
        const filename = this.joinPath(entry.name, directoryPath);
        this.pushFile(filename, files, this.state.counts, filters);
      } else if (entry.isDirectory()) {
        let path43 = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
        if (exclude && exclude(entry.name, path43)) continue;
        this.pushDirectory(path43, paths, filters);
        this.walkDirectory(this.state, path43, path43, depth - 1, this.walk);
      } else if (this.resolveSymlink && entry.isSymbolicLink()) {
        let path43 = joinPathWithBasePath(entry.name, directoryPath);
        this.resolveSymlink(path43, this.state, (stat6, resolvedPath) => {
          if (stat6.isDirectory()) {
            resolvedPath = normalizePath(resolvedPath, this.state.options);
            if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path43 + pathSeparator)) return;
            this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path43 + pathSeparator, depth - 1, this.walk);
          } else {
            resolvedPath = useRealPaths ? resolvedPath : path43;
            const filename = basename(resolvedPath);
            const directoryPath$1 = normalizePath(dirname(resolvedPath), this.state.options);
            resolvedPath = this.joinPath(filename, directoryPath$1);
            this.pushFile(resolvedPath, files, this.state.counts, filters);
          }
        });
      }
    }
    this.groupFiles(this.state.groups, directoryPath, files);
  };
};
function promise(root, options) {
  return new Promise((resolve$1, reject) => {
    callback(root, options, (err, output) => {
      if (err) return reject(err);
      resolve$1(output);
    });
  });
}
function callback(root, options, callback$1) {
  let walker = new Walker(root, options, callback$1);
  walker.start();
}
function sync(root, options) {
  const walker = new Walker(root, options);
  return walker.start();
}
var APIBuilder = class {
  constructor(root, options) {
    this.root = root;
    this.options = options;
  }
  withPromise() {
    return promise(this.root, this.options);
  }
  withCallback(cb) {
    callback(this.root, this.options, cb);
  }
  sync() {
    return sync(this.root, this.options);
  }
};
var pm = null;
var Builder = class {
  globCache = {};
  options = {
    maxDepth: Infinity,
    suppressErrors: true,
    pathSeparator: sep,
    filters: []
  };
  globFunction;
  constructor(options) {
    this.options = {
      ...this.options,
      ...options
    };
    this.globFunction = this.options.globFunction;
  }
  group() {
    this.options.group = true;
    return this;
  }
  withPathSeparator(separator) {
    this.options.pathSeparator = separator;
    return this;
  }
  withBasePath() {
    this.options.includeBasePath = true;
    return this;
  }
  withRelativePaths() {
    this.options.relativePaths = true;
    return this;
  }
  withDirs() {
    this.options.includeDirs = true;
    return this;
  }
  withMaxDepth(depth) {
    this.options.maxDepth = depth;
    return this;
  }
  withMaxFiles(limit) {
    this.options.maxFiles = limit;
    return this;
  }
  withFullPaths() {
    this.options.resolvePaths = true;
    this.options.includeBasePath = true;
    return this;
  }
  withErrors() {
    this.options.suppressErrors = false;
    return this;
  }
  withSymlinks({ resolvePaths = true } = {}) {
    this.options.resolveSymlinks = true;
    this.options.useRealPaths = resolvePaths;
    return this.withFullPaths();
  }
  withAbortSignal(signal) {
    this.options.signal = signal;
    return this;
  }
  normalize() {
    this.options.normalizePath = true;
    return this;
  }
  filter(predicate) {
    this.options.filters.push(predicate);
    return this;
  }
  onlyDirs() {
    this.options.excludeFiles = true;
    this.options.includeDirs = true;
    return this;
  }
  exclude(predicate) {
    this.options.exclude = predicate;
    return this;
  }
  onlyCounts() {
    this.options.onlyCounts = true;
    return this;
  }
  crawl(root) {
    return new APIBuilder(root || ".", this.options);
  }
  withGlobFunction(fn) {
    this.globFunction = fn;
    return this;
  }
  /**
  * @deprecated Pass options using the constructor instead:
  * ```ts
  * new fdir(options).crawl("/path/to/root");
  * ```
  * This method will be removed in v7.0
  */
  /* c8 ignore next 4 */
  crawlWithOptions(root, options) {
    this.options = {
      ...this.options,
      ...options
    };
    return new APIBuilder(root || ".", this.options);
  }
  glob(...patterns) {
    if (this.globFunction) return this.globWithOptions(patterns);
    return this.globWithOptions(patterns, ...[{ dot: true }]);
  }
  globWithOptions(patterns, ...options) {
    const globFn = this.globFunction || pm;
    if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
    var isMatch = this.globCache[patterns.join("\0")];
    if (!isMatch) {
      isMatch = globFn(patterns, ...options);
      this.globCache[patterns.join("\0")] = isMatch;
    }
    this.options.filters.push((path43) => isMatch(path43));
    return this;
  }
};

// node_modules/tinyglobby/dist/index.mjs
var import_picomatch = __toESM(require_picomatch2(), 1);
var isReadonlyArray = Array.isArray;
var BACKSLASHES = /\\/g;
var DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
var isWin = process.platform === "win32";
var ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
function getPartialMatcher(patterns, options = {}) {
  const patternsCount = patterns.length;
  const patternsParts = Array(patternsCount);
  const matchers = Array(patternsCount);
  let i, j;
  for (i = 0; i < patternsCount; i++) {
    const parts = splitPattern(patterns[i]);
    patternsParts[i] = parts;
    const partsCount = parts.length;
    const partMatchers = Array(partsCount);
    for (j = 0; j < partsCount; j++) partMatchers[j] = (0, import_picomatch.default)(parts[j], options);
    matchers[i] = partMatchers;
  }
  return (input) => {
    const inputParts = input.split("/");
    if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
    for (i = 0; i < patternsCount; i++) {
      const patternParts = patternsParts[i];
      const matcher = matchers[i];
      const inputPatternCount = inputParts.length;
      const minParts = Math.min(inputPatternCount, patternParts.length);
      j = 0;
      while (j < minParts) {
        const part = patternParts[j];
        if (part.includes("/")) return true;
        if (!matcher[j](inputParts[j])) break;
        if (!options.noglobstar && part === "**") return true;
        j++;
      }
      if (j === inputPatternCount) return true;
    }
    return false;
  };
}
var WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
var isRoot2 = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
function buildFormat(cwd, root, absolute) {
  if (cwd === root || root.startsWith(`${cwd}/`)) {
    if (absolute) {
      const start2 = cwd.length + +!isRoot2(cwd);
      return (p, isDir) => p.slice(start2, isDir ? -1 : void 0) || ".";
    }
    const prefix = root.slice(cwd.length + 1);
    if (prefix) return (p, isDir) => {
      if (p === ".") return prefix;
      const result = `${prefix}/${p}`;
      return isDir ? result.slice(0, -1) : result;
    };
    return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
  }
  if (absolute) return (p) => posix.relative(cwd, p) || ".";
  return (p) => posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
  if (root.startsWith(`${cwd}/`)) {
    const prefix = root.slice(cwd.length + 1);
    return (p) => `${prefix}/${p}`;
  }
  return (p) => {
    const result = posix.relative(cwd, `${root}/${p}`);
    return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
  };
}
function ensureNonDriveRelativePath(path43) {
  return path43.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
var splitPatternOptions = { parts: true };
function splitPattern(path43) {
  var _result$parts;
  const result = import_picomatch.default.scan(path43, splitPatternOptions);
  return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path43];
}
var POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
var WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
var escapePosixPath = (path43) => path43.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapeWin32Path = (path43) => path43.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapePath = isWin ? escapeWin32Path : escapePosixPath;
function isDynamicPattern(pattern, options) {
  if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
  const scan2 = import_picomatch.default.scan(pattern);
  return scan2.isGlob || scan2.negated;
}
function log(...tasks) {
  console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
function ensureStringArray(value) {
  return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
var PARENT_DIRECTORY = /^(\/?\.\.)+/;
var ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
function normalizePattern(pattern, opts, props, isIgnore) {
  var _PARENT_DIRECTORY$exe;
  const cwd = opts.cwd;
  let result = pattern;
  if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
  if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
  const escapedCwd = escapePath(cwd);
  result = isAbsolute(result.replace(ESCAPING_BACKSLASHES, "")) ? posix.relative(escapedCwd, result) : posix.normalize(result);
  const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
  const parts = splitPattern(result);
  if (parentDir) {
    const n = (parentDir.length + 1) / 3;
    let i = 0;
    const cwdParts = escapedCwd.split("/");
    while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
      result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
      i++;
    }
    const potentialRoot = posix.join(cwd, parentDir.slice(i * 3));
    if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
      props.root = ensureNonDriveRelativePath(potentialRoot);
      props.depthOffset = -n + i;
    }
  }
  if (!isIgnore && props.depthOffset >= 0) {
    var _props$commonPath;
    (_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
    const newCommonPath = [];
    const length = Math.min(props.commonPath.length, parts.length);
    for (let i = 0; i < length; i++) {
      const part = parts[i];
      if (part === "**" && !parts[i + 1]) {
        newCommonPath.pop();
        break;
      }
      if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
      newCommonPath.push(part);
    }
    props.depthOffset = newCommonPath.length;
    props.commonPath = newCommonPath;
    props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? posix.join(cwd, ...newCommonPath) : cwd);
  }
  return result;
}
function processPatterns(options, patterns, props) {
  const matchPatterns = [];
  const ignorePatterns = [];
  for (const pattern of options.ignore) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
  }
  for (const pattern of patterns) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
    else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
  }
  return {
    match: matchPatterns,
    ignore: ignorePatterns
  };
}
function buildCrawler(options, patterns) {
  const cwd = options.cwd;
  const props = {
    root: cwd,
    depthOffset: 0
  };
  const processed = processPatterns(options, patterns, props);
  if (options.debug) log("internal processing patterns:", processed);
  const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options;
  const root = props.root.replace(BACKSLASHES, "");
  const matchOptions = {
    dot,
    nobrace: options.braceExpansion === false,
    nocase: !caseSensitiveMatch,
    noextglob: options.extglob === false,
    noglobstar: options.globstar === false,
    posix: true
  };
  const matcher = (0, import_picomatch.default)(processed.match, matchOptions);
  const ignore = (0, import_picomatch.default)(processed.ignore, matchOptions);
  const partialMatcher = getPartialMatcher(processed.match, matchOptions);
  const format = buildFormat(cwd, root, absolute);
  const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
  const excludePredicate = (_, p) => {
    const relativePath = excludeFormatter(p, true);
    return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
  };
  let maxDepth;
  if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
  const crawler = new Builder({
    filters: [debug ? (p, isDirectory) => {
      const path43 = format(p, isDirectory);
      const matches = matcher(path43) && !ignore(path43);
      if (matches) log(`matched ${path43}`);
      return matches;
    } : (p, isDirectory) => {
      const path43 = format(p, isDirectory);
      return matcher(path43) && !ignore(path43);
    }],
    exclude: debug ? (_, p) => {
      const skipped = excludePredicate(_, p);
      log(`${skipped ? "skipped" : "crawling"} ${p}`);
      return skipped;
    } : excludePredicate,
    fs: options.fs,
    pathSeparator: "/",
    relativePaths: !absolute,
    resolvePaths: absolute,
    includeBasePath: absolute,
    resolveSymlinks: followSymbolicLinks,
    excludeSymlinks: !followSymbolicLinks,
    excludeFiles: onlyDirectories,
    includeDirs: onlyDirectories || !options.onlyFiles,
    maxDepth,
    signal: options.signal
  }).crawl(root);
  if (options.debug) log("internal properties:", {
    ...props,
    root
  });
  return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
function formatPaths(paths, mapper) {
  if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
  return paths;
}
var defaultOptions = {
  caseSensitiveMatch: true,
  debug: !!process.env.TINYGLOBBY_DEBUG,
  expandDirectories: true,
  followSymbolicLinks: true,
  onlyFiles: true
};
function getOptions(options) {
  const opts = Object.assign({}, options);
  for (const key2 in defaultOptions) if (opts[key2] === void 0) Object.assign(opts, { [key2]: defaultOptions[key2] });
  opts.cwd = (opts.cwd instanceof URL ? fileURLToPath(opts.cwd) : resolve2(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
  opts.ignore = ensureStringArray(opts.ignore);
  opts.fs && (opts.fs = {
    readdir: opts.fs.readdir || readdir4,
    readdirSync: opts.fs.readdirSync || readdirSync2,
    realpath: opts.fs.realpath || realpath2,
    realpathSync: opts.fs.realpathSync || realpathSync,
    stat: opts.fs.stat || stat2,
    statSync: opts.fs.statSync || statSync
  });
  if (opts.debug) log("globbing with options:", opts);
  return opts;
}
function getCrawler(globInput, inputOptions = {}) {
  var _ref;
  if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
  const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
  const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
  const options = getOptions(isModern ? inputOptions : globInput);
  return patterns.length > 0 ? buildCrawler(options, patterns) : [];
}
async function glob(globInput, options) {
  const [crawler, relative2] = getCrawler(globInput, options);
  return crawler ? formatPaths(await crawler.withPromise(), relative2) : [];
}

// src/text/decode-output.ts
var REPLACEMENT = "\uFFFD";
var decoder = new TextDecoder("utf-8", { fatal: false });
var BINARY_SHARE = 0.3;
var MIN_BINARY_LINE = 16;
var SCRAPS_SHARE = 0.02;
var BINARY_MARKERS = /\[binary output, \d+ bytes\]/g;
var SUSPICIOUS_CHARS = "[\\uFFFD\\x00-\\x08\\x0b\\x0c\\x0e-\\x1a\\x1c-\\x1f\\x7f]";
var SUSPICIOUS = new RegExp(SUSPICIOUS_CHARS, "g");
var HAS_SUSPICIOUS = new RegExp(SUSPICIOUS_CHARS);
function decodeBytes(bytes) {
  return decoder.decode(bytes).replaceAll("\0", REPLACEMENT);
}
function cleanOutput(bytes) {
  const decoded = decodeBytes(bytes);
  const collapsed = collapseBinary(decoded);
  if (collapsed !== decoded && textLeft(collapsed) < decoded.length * SCRAPS_SHARE)
    return binaryLine(bytes.length);
  return stripAnsi(collapsed);
}
function textLeft(collapsed) {
  return collapsed.replace(BINARY_MARKERS, "").trim().length;
}
function looksBinary(text, minLength = MIN_BINARY_LINE) {
  if (text.length === 0 || text.length < minLength) return false;
  const suspicious = text.match(SUSPICIOUS)?.length ?? 0;
  return suspicious / text.length > BINARY_SHARE;
}
function collapseBinary(text) {
  if (!HAS_SUSPICIOUS.test(text)) return text;
  const lines = text.split("\n");
  const binary = lines.map((line) => looksBinary(line));
  const absorb = (index, neighbour) => {
    const line = lines[index] ?? "";
    const scrap = line.length < MIN_BINARY_LINE && (line === "" || HAS_SUSPICIOUS.test(line));
    if (!binary[index] && binary[neighbour] && (scrap || looksBinary(line, 1)))
      binary[index] = true;
  };
  for (let i = 1; i < lines.length; i++) absorb(i, i - 1);
  for (let i = lines.length - 2; i >= 0; i--) absorb(i, i + 1);
  const out = [];
  let binaryChars = 0;
  lines.forEach((line, index) => {
    if (binary[index]) {
      binaryChars += line.length + 1;
      return;
    }
    if (binaryChars > 0) out.push(binaryLine(binaryChars));
    binaryChars = 0;
    out.push(line);
  });
  if (binaryChars > 0) out.push(binaryLine(binaryChars - 1));
  return out.join("\n");
}
function binaryLine(bytes) {
  return `[binary output, ${bytes} bytes]`;
}
function trimIncompleteUtf8End(bytes) {
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back] ?? 0;
    if ((byte & 192) === 128) continue;
    const needed = byte >= 240 ? 4 : byte >= 224 ? 3 : byte >= 192 ? 2 : 1;
    return needed > back ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}
function skipUtf8Continuation(bytes) {
  let start2 = 0;
  while (start2 < Math.min(3, bytes.length) && ((bytes[start2] ?? 0) & 192) === 128) start2++;
  return bytes.subarray(start2);
}

// src/evidence/excerpt.ts
var DEFAULT_HEAD_CHARS = 4e3;
var DEFAULT_TAIL_CHARS = 6e3;
var LINE_SNAP_CHARS = 400;
function excerpt(captured, options = {}) {
  const headChars = options.headChars ?? DEFAULT_HEAD_CHARS;
  const tailChars = options.tailChars ?? DEFAULT_TAIL_CHARS;
  const redact = options.redact ?? ((text) => text);
  const prepare = (bytes2) => redact(cleanOutput(bytes2));
  if (captured.elidedBytes === 0) {
    const whole = prepare(Buffer.concat([captured.head, captured.tail]));
    if (isOnlyBinary(whole)) return { text: binaryLine(captured.totalBytes), truncated: false };
    if (whole.length <= headChars + tailChars) return { text: whole, truncated: false };
    const head2 = cutHead(whole, headChars);
    const tail2 = cutTail(whole.slice(head2.length), tailChars);
    const middle = whole.slice(head2.length, whole.length - tail2.length);
    return {
      text: joinAroundGap(head2, elisionLine(byteLength(middle), countLines(middle)), tail2),
      truncated: true
    };
  }
  const headText = prepare(trimIncompleteUtf8End(captured.head));
  const tailText = prepare(skipUtf8Continuation(captured.tail));
  if (isOnlyBinary(headText) && isOnlyBinary(tailText)) {
    return { text: binaryLine(captured.totalBytes), truncated: true };
  }
  const head = cutHead(headText, headChars);
  const tail = cutTail(dropPartialFirstLine(tailText), tailChars);
  const cutFromHead = headText.slice(head.length);
  const cutFromTail = tailText.slice(0, tailText.length - tail.length);
  const bytes = captured.elidedBytes + byteLength(cutFromHead) + byteLength(cutFromTail);
  const lines = captured.elidedLines + countLines(cutFromHead) + countLines(cutFromTail);
  return { text: joinAroundGap(head, elisionLine(bytes, lines), tail), truncated: true };
}
function elisionLine(bytes, lines) {
  return `... [${bytes} bytes / ${lines} lines elided] ...`;
}
var ELISION_LINE = /^\.\.\. \[\d+ bytes \/ \d+ lines elided\] \.\.\.$/;
function isOnlyBinary(text) {
  return /^(?:\[binary output, \d+ bytes\]\n?)+$/.test(text);
}
function cutHead(text, chars) {
  if (text.length <= chars) return text;
  const newline = text.lastIndexOf("\n", chars);
  return newline >= chars - LINE_SNAP_CHARS && newline > 0 ? text.slice(0, newline + 1) : text.slice(0, chars);
}
function cutTail(text, chars) {
  if (text.length <= chars) return text;
  const from = text.length - chars;
  const newline = text.indexOf("\n", from);
  return newline !== -1 && newline <= from + LINE_SNAP_CHARS ? text.slice(newline + 1) : text.slice(from);
}
function dropPartialFirstLine(text) {
  const newline = text.indexOf("\n");
  return newline !== -1 && newline <= LINE_SNAP_CHARS ? text.slice(newline + 1) : text;
}
function joinAroundGap(head, gap, tail) {
  return `${head}${head.endsWith("\n") || head === "" ? "" : "\n"}${gap}
${tail}`;
}
function byteLength(text) {
  return Buffer.byteLength(text, "utf8");
}
function countLines(text) {
  let count = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count++;
  return count;
}

// src/evidence/message.ts
var MAX_MESSAGE_CHARS = 300;
var ERROR_LINE = /^\s*(?:[\w.$]*(?:Error|Exception)\b|error:|panic:|fatal:|FATAL\b|ERROR\b)/;
var GO_TEST_LINE = /^\s+\S+\.go:\d+: (.*\S)/;
var GO_BUILD_ERROR = /^(?:\.{1,2}\/)?([\w./-]+\.go):(\d+)(?::\d+)?: \S.*/;
var TROUBLE_WORDS = /connection refused|ECONNREFUSED|ECONNRESET|ETIMEDOUT|\bassert|No such file|command not found|Permission denied|timed out|not found|coverage threshold\b.*\bnot met|coverage of .* not reached/i;
function decisiveMessage(ending, summary, text) {
  if (ending.spawnError) return ending.spawnError;
  const fail = summary.find((line) => /^FAIL:/.test(line));
  if (fail) return shorten(fail);
  if (ending.timedOut)
    return `timed out after ${formatDuration(ending.timeoutMs ?? 0, "compact")}; the process tree was killed`;
  const lines = text.split("\n").filter((line) => line.trim() !== "" && !ELISION_LINE.test(line));
  const error = lines.find((line) => ERROR_LINE.test(line));
  if (error) return shorten(error.trim());
  const build2 = lines.find((line) => GO_BUILD_ERROR.test(line));
  if (build2) return shorten(build2);
  const said = lines.map((line) => GO_TEST_LINE.exec(line)?.[1]).find(Boolean);
  if (said) return shorten(said);
  const trouble = lines.find((line) => TROUBLE_WORDS.test(line));
  if (trouble) return shorten(trouble.trim());
  const last = lines[lines.length - 1];
  if (last) return shorten(last.trim());
  return describeEnding(ending);
}
function describeEnding(ending) {
  if (ending.aborted) return ending.signal ? `aborted (killed by ${ending.signal})` : "aborted";
  if (ending.timedOut)
    return `killed by ${ending.signal ?? "SIGTERM"} after timeout ${formatDuration(ending.timeoutMs ?? 0, "compact")}`;
  if (ending.signal) return `killed by ${ending.signal}`;
  return `exited with code ${ending.exitCode ?? "unknown"}`;
}
function shorten(line) {
  return line.length > MAX_MESSAGE_CHARS ? `${line.slice(0, MAX_MESSAGE_CHARS)}\u2026` : line;
}

// src/evidence/build-evidence.ts
function buildEvidence(outcome, options = {}) {
  const redact = options.redact ?? ((text) => text);
  const summary = outcome.output.lines.map((line) => redact(stripAnsi(line).trim()));
  if (outcome.output.droppedLines > 0)
    summary.push(`[${outcome.output.droppedLines} more summary lines not kept]`);
  const shown2 = excerpt(outcome.output, {
    redact,
    headChars: options.headChars,
    tailChars: options.tailChars
  });
  const passed = outcome.exitCode === 0 && !outcome.timedOut && !outcome.aborted && !outcome.spawnError;
  const message = passed ? null : decisiveMessage(outcome, summary, shown2.text);
  return {
    exitCode: outcome.exitCode,
    signal: outcome.signal,
    timedOut: outcome.timedOut,
    durationMs: Math.round(outcome.durationMs),
    summary,
    excerpt: shown2.text,
    outputBytes: outcome.output.totalBytes,
    truncated: shown2.truncated,
    message,
    location: passed ? null : options.file ? findOwnLocation(shown2.text, options.file) : buildErrorLocation(message)
  };
}
function buildErrorLocation(message) {
  const found = message ? GO_BUILD_ERROR.exec(message) : null;
  return found?.[1] && found[2] ? { file: found[1].replace(/^\.\//, ""), line: Number(found[2]) } : null;
}
function findOwnLocation(text, file) {
  const name = file.split("/").pop() ?? file;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`(?:^|[\\s/])${escaped}(?::\\s*line\\s+|:)(\\d+)\\b`, "m").exec(text);
  return match ? { file, line: Number(match[1]) } : null;
}

// src/junit/source-location.ts
var SOURCE_FILE = /\.(?:[cm]?[jt]sx?|py|go|rb|java|kt|kts|scala|rs|php|cs|swift|ex|exs|dart|vue|svelte|feature)$/i;
var PATH_WITH_LINE = /((?:[A-Za-z]:)?[\w@.+~/\\-]*[\w-]\.(?:[cm]?[jt]sx?|py|go|rb|java|kt|kts|scala|rs|php|cs|swift|ex|exs|dart|vue|svelte|feature)):(\d+)/g;
function looksLikeSourceFile(text) {
  return text.length > 0 && !/\s/.test(text) && SOURCE_FILE.test(text);
}
function baseName(path43) {
  return path43.split(/[/\\]/).pop() ?? path43;
}
var GO_TOOLCHAIN = /(?:^|\/)(?:goroot|go(?:-[\d.]+|\/[\d.]+\/[\w-]+)?)\/src\/|(?:^|\/)go\/pkg\/mod\//;
function isThirdParty(path43) {
  return path43.includes("node_modules") || path43.startsWith("node:") || path43.includes("site-packages") || GO_TOOLCHAIN.test(path43);
}
var JS_FRAME = /^\s*at\s/;
function findLocationInText(text, knownFile) {
  let fallback = null;
  let inKnownFile = null;
  let innermostFrame = null;
  const knownBase = knownFile ? baseName(knownFile) : null;
  const plain = text.replace(/file:\/\/(?=\/|[A-Za-z]:)/g, "");
  for (const textLine of plain.split("\n")) {
    for (const match of textLine.matchAll(PATH_WITH_LINE)) {
      const path43 = match[1] ?? "";
      const line = Number(match[2]);
      if (!(line > 0) || isThirdParty(path43)) continue;
      if (knownBase && baseName(path43) === knownBase) {
        inKnownFile = { file: path43, line };
        if (!innermostFrame && JS_FRAME.test(textLine)) innermostFrame = inKnownFile;
      } else if (!fallback) fallback = { file: path43, line };
    }
  }
  return innermostFrame ?? inKnownFile ?? (knownFile ? null : fallback);
}

// src/junit/failure-location.ts
function failureLocation(testCase, file, cwd) {
  if (file === null) return null;
  const shown2 = testCase.file === null ? null : relativeToRoot(testCase.file, cwd);
  if (shown2 === null || shown2 === file) return { file, line: testCase.line };
  const inFile = findLocationInText(testCase.details, file);
  if (inFile?.file && relativeToRoot(inFile.file, cwd) === file) return { file, line: inFile.line };
  return { file: shown2, line: testCase.line };
}

// src/evidence/relative-frames.ts
function framesRelativeTo(text, root) {
  if (!root || !text.includes(root)) return text;
  const prefix = `${root.replace(/\/+$/, "")}/`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const absolute = new RegExp(`(^|[\\s(])(?:file://)?${prefix}`, "g");
  return text.split("\n").map((line) => FRAME_LINE.test(line) ? line.replace(absolute, "$1") : line).join("\n");
}
var FRAME_LINE = /^\s*(?:at|❯)\s/;

// src/junit/doctest-outcome.ts
function doctestOutcome(details) {
  const lines = details.split("\n");
  const expected = lines.findIndex((line) => line.trim() === "Expected:");
  const got = lines.findIndex(
    (line, at) => at > expected && (line.trim() === "Got:" || line.trim() === "Got nothing")
  );
  if (expected < 1 || got < 0) return null;
  const example = lines.slice(0, expected).reverse().map((line) => /^\s*\d*\s*>>> (.*)$/.exec(line)?.[1]).find((found) => found !== void 0);
  const block = (from, to) => lines.slice(from, to).map((line) => line.trim()).filter((line) => line !== "").join(" ");
  const after = lines.findIndex((line, at) => at > got && line.trim() === "");
  const wanted = block(expected + 1, got);
  const gotten = lines[got]?.trim() === "Got:" ? block(got + 1, after < 0 ? lines.length : after) : "";
  return `${example ? `${example}: ` : ""}expected ${wanted}, got ${gotten || "nothing"}`;
}

// src/junit/message-line-breaks.ts
var LEADING_TYPE = /^(?:Error \[ERR_TEST_FAILURE\]: |[\w.]*(?:Error|Exception)(?: \[\w+\])?: )/;
var MOST_LINES = 40;
function messageWithLineBreaks(message, text) {
  if (!message || message.includes("\n")) return message;
  const wanted = message.replace(/\s+/g, "");
  const lines = text.replace(LEADING_TYPE, "").split("\n").slice(0, MOST_LINES);
  let read = "";
  for (let count = 1; count <= lines.length; count++) {
    read += (lines[count - 1] ?? "").replace(/\s+/g, "");
    if (read === wanted) return count === 1 ? message : lines.slice(0, count).join("\n").trimEnd();
    if (!wanted.startsWith(read)) return message;
  }
  return message;
}

// src/junit/tap-diagnostic.ts
var import_yaml2 = __toESM(require_dist(), 1);
var DIAGNOSTIC_KEYS = ["diff", "found", "wanted", "at", "stack", "source"];
var MOST_CHARACTERS = 120;
function tapDiagnosticMessage(text, name = "") {
  const diagnostic = readDiagnostic(text);
  if (!diagnostic) return null;
  const { diff, found, wanted, type } = diagnostic;
  if (typeof type === "string" && /(?:Error|Exception)$/.test(type) && name)
    return `${type}: ${oneLine(name)}`;
  if (typeof diff === "string") {
    const changed = changedSides(diff);
    if (changed) return `expected ${changed.expected}, got ${changed.actual}`;
  }
  if ("wanted" in diagnostic || "found" in diagnostic)
    return `expected ${shown(wanted)}, got ${shown(found)}`;
  return null;
}
function withTapStackAsV8(text) {
  if (!/^stack: \|/m.test(text) || !readDiagnostic(text)) return text;
  const lines = text.split("\n");
  const start2 = lines.findIndex((line) => /^stack: \|/.test(line));
  for (let at = start2 + 1; at < lines.length && /^ {2}\S/.test(lines[at] ?? ""); at++)
    lines[at] = `    at ${(lines[at] ?? "").trim()}`;
  return lines.join("\n");
}
function withoutTapSource(text) {
  return readDiagnostic(text) ? text.replace(/^source: \|[\s\S]*$/m, "").trimEnd() : text;
}
function readDiagnostic(text) {
  if (!/^(?:diff|found|wanted|at|stack|source):/m.test(text)) return null;
  let value;
  try {
    value = (0, import_yaml2.parse)(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const diagnostic = value;
  return DIAGNOSTIC_KEYS.some((key2) => key2 in diagnostic) ? diagnostic : null;
}
function changedSides(diff) {
  const lines = diff.split("\n").filter((line) => !/^(?:---|\+\+\+|@@)/.test(line));
  const side = (sign) => oneLine(
    lines.filter((line) => line.startsWith(sign)).map((line) => line.slice(1).trim().replace(/,$/, "")).join(" ")
  );
  const expected = side("-");
  const actual = side("+");
  return expected || actual ? { expected: expected || "nothing", actual: actual || "nothing" } : null;
}
function shown(value) {
  if (value === void 0) return "nothing";
  const text = typeof value === "object" || typeof value === "string" ? JSON.stringify(value) : String(value);
  return oneLine(text);
}
function oneLine(text) {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > MOST_CHARACTERS ? `${line.slice(0, MOST_CHARACTERS)}\u2026` : line;
}

// src/junit/junit-evidence.ts
var GENERIC_MESSAGE = /^(?:fail(?:ed|ure)?|error|build error|skipped|test failed)\.?$/i;
var LOCATION_ECHO = /^\S+:\d+(?::\d+)?\s/;
var SUMMARY_LINES = 5;
var NO_PROCESS = {
  exitCode: null,
  signal: null,
  timedOut: false,
  aborted: false,
  spawnError: null,
  timeoutMs: null
};
function junitEvidence(testCase, location, redact, root = "") {
  const text = [
    framesRelativeTo(withTapStackAsV8(testCase.details), root),
    testCase.stdout && `--- stdout ---
${testCase.stdout}`,
    testCase.stderr && `--- stderr ---
${testCase.stderr}`
  ].filter((part) => part !== "").join("\n\n");
  const shown2 = excerpt(textAsCapture(text), { redact });
  const reportedMessage = messageWithLineBreaks(testCase.message, testCase.details);
  const said = (reportedMessage ?? "").split("\n").map((line) => redact(line.trim())).filter((line) => line !== "");
  const doctest = testCase.status === "failed" ? doctestOutcome(redact(testCase.details)) : null;
  const details = redact(testCase.details);
  const tap2 = said.length === 0 ? tapDiagnosticMessage(details, redact(testCase.name)) : null;
  const summary = (doctest ? [doctest] : tap2 ? [tap2] : said.filter((line) => !GENERIC_MESSAGE.test(line))).slice(0, SUMMARY_LINES);
  return {
    exitCode: null,
    signal: null,
    timedOut: false,
    durationMs: testCase.durationMs,
    summary,
    excerpt: shown2.text,
    outputBytes: Buffer.byteLength(text, "utf8"),
    truncated: shown2.truncated || testCase.truncated,
    message: doctest ?? // A message given its line breaks back stays one line here, as the report wrote it: the
    // line a group's signature is made of keeps the values' shapes.
    (reportedMessage !== testCase.message ? telling(said.join(" ")) : null) ?? telling(summary[0]) ?? messageFromText(withoutTapSource(details)) ?? said[0] ?? null,
    location,
    reported: {
      outcome: testCase.status === "skipped" ? "skipped" : testCase.failureKind ?? "failure",
      type: testCase.failureType ? redact(testCase.failureType) : null,
      message: doctest ?? (reportedMessage ? redact(reportedMessage) : null)
    }
  };
}
function telling(line) {
  if (!line || GENERIC_MESSAGE.test(line) || LOCATION_ECHO.test(line)) return null;
  return line;
}
function messageFromText(text) {
  return text.trim() === "" ? null : decisiveMessage(NO_PROCESS, [], text);
}
function textAsCapture(text) {
  const bytes = Buffer.from(text, "utf8");
  const lines = text.split("\n").length - 1;
  return {
    head: bytes,
    tail: Buffer.alloc(0),
    totalBytes: bytes.length,
    elidedBytes: 0,
    totalLines: lines,
    elidedLines: 0,
    lines: [],
    droppedLines: 0
  };
}

// src/junit/open-handles-hint.ts
var FORCE_EXIT = {
  mocha: "mocha's --exit ends it",
  jest: "jest's --forceExit ends it",
  node: "node's --test-force-exit ends it"
};
function openHandlesHint(runner) {
  const force = runner ? FORCE_EXIT[runner] : void 0;
  return `it may be waiting on handles its tests left open${force ? ` (${force})` : ""}`;
}
function reportCounts(counts2) {
  return ["passed", "failed", "skipped"].filter((status) => (counts2[status] ?? 0) > 0).map((status) => `${counts2[status]} ${status}`).join(", ");
}

// src/junit/parse-junit.ts
var import_saxes = __toESM(require_saxes(), 1);
import { createReadStream } from "node:fs";
import { StringDecoder } from "node:string_decoder";

// src/junit/drain-saxes-text.ts
var TEXT_STATE = 13;
var CDATA_STATE = 20;
function drainBufferedText(parser, consume) {
  const internals = parser;
  if (typeof internals.text !== "string" || internals.text.length === 0) return;
  if (internals.state !== TEXT_STATE && internals.state !== CDATA_STATE) return;
  const text = internals.text;
  internals.text = "";
  consume(text);
}

// src/junit/junit-case.ts
var DEFAULT_JUNIT_LIMITS = {
  messageChars: 2e3,
  detailsHeadChars: 12e3,
  detailsTailChars: 4e3,
  outputHeadChars: 2e3,
  outputTailChars: 8e3
};

// src/junit/bounded-text.ts
var BoundedText = class {
  constructor(headChars, tailChars) {
    this.headChars = headChars;
    this.tailChars = tailChars;
  }
  headChars;
  tailChars;
  head = "";
  tail = "";
  total = 0;
  append(piece) {
    if (piece.length === 0) return;
    this.total += piece.length;
    const headRoom = this.headChars - this.head.length;
    let rest = piece;
    if (headRoom > 0) {
      this.head += rest.slice(0, headRoom);
      rest = rest.slice(headRoom);
    }
    if (rest.length === 0 || this.tailChars === 0) return;
    this.tail = (this.tail + rest.slice(-this.tailChars)).slice(-this.tailChars);
  }
  get length() {
    return this.total;
  }
  get truncated() {
    return this.total > this.head.length + this.tail.length;
  }
  toString() {
    const elided = this.total - this.head.length - this.tail.length;
    if (elided <= 0) return this.head + this.tail;
    return `${this.head}
\u2026 [${elided} characters elided] \u2026
${this.tail}`;
  }
};

// src/junit/test-id.ts
var LEADING_ID = /^([A-Z][A-Z0-9]*-\d+)(?![A-Za-z0-9-])/;
var LEADING_ID_IN_FUNCTION_NAME = /^[Tt]est_?([A-Z][A-Z0-9]*)_(\d+)(?![A-Za-z0-9])/;
var TITLE_SEPARATORS = /\s+(?:>|›|»|::)\s+|\//;
function junitTestId(name, classname, suite = "") {
  const candidates = name.split(TITLE_SEPARATORS).map((segment) => segment.trim());
  if (suite !== "" && name.startsWith(`${suite} `)) {
    candidates.push(name.slice(suite.length + 1).trim());
  }
  for (const candidate of candidates) {
    const token = LEADING_ID.exec(candidate)?.[1];
    if (token) return token;
    const spelled = LEADING_ID_IN_FUNCTION_NAME.exec(candidate);
    if (spelled) return `${spelled[1]}-${spelled[2]}`;
  }
  const scope = classname || suite;
  if (scope === "" || scope === name) return name;
  return `${scope} > ${name}`;
}
function junitTestTitle(name, id) {
  if (!name.startsWith(id)) return name;
  const rest = name.slice(id.length).replace(/^\s*[-:–—]?\s*/, "");
  return rest || name;
}
function uniqueIds(ids) {
  const seen = /* @__PURE__ */ new Map();
  return ids.map((id) => {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count > 1 ? `${id} (${count})` : id;
  });
}

// src/junit/junit-case-builder.ts
var ROOT_ELEMENTS = /* @__PURE__ */ new Set(["testsuites", "testsuite"]);
var JunitCaseBuilder = class {
  constructor(limits, emit, emitSuite) {
    this.limits = limits;
    this.emit = emit;
    this.emitSuite = emitSuite;
  }
  limits;
  emit;
  emitSuite;
  sawRoot = false;
  suites = [];
  captures = [];
  current = null;
  /** The root <testsuites>' own counts, where the root is one. */
  root = null;
  /** Returns a problem when the document is XML but not JUnit. */
  open(tag) {
    const name = tag.name;
    if (!this.sawRoot) {
      this.sawRoot = true;
      if (!ROOT_ELEMENTS.has(name)) {
        return `the root element is <${name}>, expected <testsuites> or <testsuite>`;
      }
    }
    const attributes = tag.attributes;
    let capture = this.captures.at(-1) ?? null;
    if (name === "testsuites" && this.suites.length === 0 && !this.root) {
      this.root = { name: attributes.name ?? "", depth: 0, cases: 0, ...counts(attributes) };
    } else if (name === "testsuite") {
      this.suites.push({
        name: attributes.name ?? "",
        file: attributes.file ?? attributes.filepath ?? null,
        cases: 0,
        ...counts(attributes)
      });
    } else if (name === "testcase") {
      for (const suite of this.suites) suite.cases++;
      if (this.root) this.root.cases++;
      this.current = this.startCase(attributes);
      capture = null;
    } else if (this.current && capture === null) {
      capture = this.openCaseChild(name, attributes);
    }
    this.captures.push(capture);
    return null;
  }
  close(name) {
    if (this.captures.pop() === "failure" && this.captures.at(-1) !== "failure" && this.current)
      endFailureBody(this.current);
    if (name === "testsuite") {
      const depth = this.suites.length;
      const suite = this.suites.pop();
      if (suite) this.emitSuite?.({ ...suite, depth });
    }
    if (name === "testsuites" && this.suites.length === 0 && this.root) this.emitSuite?.(this.root);
    if (name === "testcase" && this.current) {
      this.emit(this.finishCase(this.current));
      this.current = null;
    }
  }
  text(text) {
    const capture = this.captures.at(-1);
    if (!capture || !this.current) return;
    if (capture === "failure") (this.current.again ?? this.current.details).append(text);
    else this.current[capture].append(text);
  }
  startCase(attributes) {
    const line = Number.parseInt(attributes.line ?? "", 10);
    const { name, classname } = namesAsPrinted(
      attributes.name ?? "",
      attributes.classname ?? attributes.class ?? ""
    );
    return {
      name,
      classname,
      fileAttribute: attributes.file ?? attributes.filepath ?? null,
      lineAttribute: Number.isFinite(line) ? line : null,
      time: parseSeconds(attributes.time),
      suites: [...this.suites],
      status: "passed",
      failureKind: null,
      failureType: null,
      message: null,
      details: new BoundedText(this.limits.detailsHeadChars, this.limits.detailsTailChars),
      again: null,
      bodies: [],
      stdout: new BoundedText(this.limits.outputHeadChars, this.limits.outputTailChars),
      stderr: new BoundedText(this.limits.outputHeadChars, this.limits.outputTailChars)
    };
  }
  openCaseChild(name, attributes) {
    const open3 = this.current;
    if (!open3) return null;
    switch (name) {
      case "failure":
      case "error":
        open3.status = "failed";
        open3.failureKind ??= name;
        open3.failureType ??= capText(attributes.type, this.limits.messageChars);
        open3.message ??= capText(attributes.message, this.limits.messageChars);
        if (open3.bodies.length > 0)
          open3.again = new BoundedText(this.limits.detailsHeadChars, this.limits.detailsTailChars);
        else if (open3.details.length > 0) open3.details.append("\n\n");
        return "failure";
      case "skipped":
        if (open3.status !== "failed") open3.status = "skipped";
        if (attributes.type === "pytest.xfail") open3.expectedToFail = true;
        open3.failureType ??= capText(attributes.type, this.limits.messageChars);
        open3.message ??= capText(attributes.message, this.limits.messageChars);
        return "details";
      case "system-out":
        return "stdout";
      case "system-err":
        return "stderr";
      default:
        return null;
    }
  }
  finishCase(open3) {
    const details = stripReportColours(open3.details.toString()).trim();
    const file = sourceFileOf(open3);
    const suite = open3.suites.at(-1)?.name ?? "";
    const fromText = open3.status === "failed" ? findLocationInText(details, file) : null;
    const id = junitTestId(open3.name, open3.classname, suite);
    return {
      id,
      title: junitTestTitle(open3.name, id),
      name: open3.name,
      classname: open3.classname,
      suite,
      suites: open3.suites.map((each) => each.name),
      file: file ?? fromText?.file ?? null,
      declaredFile: file,
      line: fromText?.line ?? declaredLine(open3, file),
      status: open3.status,
      ...open3.status === "skipped" && open3.expectedToFail ? { expectedToFail: true } : {},
      failureKind: open3.failureKind,
      failureType: open3.failureType,
      durationMs: Math.round(open3.time * 1e3),
      message: open3.message === null ? null : stripReportColours(open3.message),
      details,
      stdout: stripReportColours(open3.stdout.toString()).trim(),
      stderr: stripReportColours(open3.stderr.toString()).trim(),
      textChars: open3.details.length + open3.stdout.length + open3.stderr.length,
      truncated: open3.details.truncated || open3.stdout.truncated || open3.stderr.truncated
    };
  }
};
var KEPT_BODIES = 8;
function endFailureBody(open3) {
  const again = open3.again;
  open3.again = null;
  if (again === null) {
    open3.bodies.push(open3.details.toString().trim());
    return;
  }
  const body = again.toString().trim();
  if (open3.bodies.includes(body)) return;
  if (open3.bodies.length < KEPT_BODIES) open3.bodies.push(body);
  open3.details.append(`

${again.toString()}`);
}
function namesAsPrinted(name, classname) {
  if (name !== classname || !name.startsWith(" ")) return { name, classname };
  const trimmed = name.trim();
  return { name: trimmed, classname: trimmed };
}
function sourceFileOf(open3) {
  if (open3.fileAttribute) return open3.fileAttribute;
  const declared = [...open3.suites].reverse().find((suite) => suite.file)?.file;
  if (declared) return declared;
  if (looksLikeSourceFile(open3.classname)) return open3.classname;
  for (const suite of [...open3.suites].reverse())
    if (looksLikeSourceFile(suite.name)) return suite.name;
  return null;
}
function declaredLine(open3, file) {
  if (open3.lineAttribute === null) return null;
  const line = file?.endsWith(".py") ? open3.lineAttribute + 1 : open3.lineAttribute;
  return line > 0 ? line : null;
}
function parseSeconds(value) {
  const seconds = Number.parseFloat((value ?? "").replaceAll(",", ""));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}
function capText(value, limit) {
  if (value === void 0 || value.trim() === "") return null;
  return value.length > limit ? `${value.slice(0, limit)}\u2026` : value;
}
function counts(attributes) {
  const count = (value) => {
    const number2 = Number.parseInt(value ?? "", 10);
    return Number.isFinite(number2) && number2 > 0 ? number2 : 0;
  };
  return { failures: count(attributes.failures), skipped: count(attributes.skipped) };
}

// src/junit/parse-junit.ts
var JunitParseError = class extends Error {
  constructor(source, reason, line, column) {
    const where = line === null ? "" : ` at line ${line}, column ${column}`;
    super(`${source} is not valid JUnit XML: ${reason}${where}`);
    this.source = source;
    this.reason = reason;
    this.line = line;
    this.column = column;
    this.name = "JunitParseError";
  }
  source;
  reason;
  line;
  column;
};
function streamJunitFile(path43, onCase, options = {}) {
  const stream = createReadStream(path43, { encoding: "utf8", highWaterMark: 256 * 1024 });
  return streamJunit(stream, onCase, { ...options, displayPath: options.displayPath ?? path43 });
}
function streamJunit(input, onCase, options = {}) {
  const source = options.displayPath ?? "JUnit report";
  const limits = { ...DEFAULT_JUNIT_LIMITS, ...options.limits };
  let count = 0;
  const builder = new JunitCaseBuilder(
    limits,
    (testCase) => {
      count++;
      onCase(testCase);
    },
    options.onSuite
  );
  const parser = new import_saxes.SaxesParser({ xmlns: false, position: true });
  const decoder2 = new StringDecoder("utf8");
  let failure = null;
  const fail = (reason, line, column) => {
    failure ??= new JunitParseError(source, reason, line, column);
  };
  parser.on("error", (error) => fail(saxesReason(error), parser.line, parser.column + 1));
  parser.on("opentag", (tag) => {
    if (failure) return;
    const problem = builder.open(tag);
    if (problem) fail(problem, parser.line, parser.column + 1);
  });
  parser.on("closetag", (tag) => builder.close(tag.name));
  parser.on("text", (text) => builder.text(text));
  parser.on("cdata", (text) => builder.text(text));
  return new Promise((resolve3, reject) => {
    const finish = () => {
      if (failure) reject(failure);
      else resolve3(count);
    };
    input.on("data", (chunk) => {
      parser.write(
        withoutControlCharacters(typeof chunk === "string" ? chunk : decoder2.write(chunk))
      );
      drainBufferedText(parser, (text) => builder.text(text));
      if (failure) {
        input.destroy();
        finish();
      }
    });
    input.on("error", (error) => {
      fail(describeReadError(error), null, null);
      finish();
    });
    input.on("end", () => {
      if (!failure) parser.write(withoutControlCharacters(decoder2.end()));
      if (!failure && !builder.sawRoot) {
        fail("the file is empty or holds no XML element", null, null);
      }
      if (!failure) parser.close();
      finish();
    });
  });
}
var CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;
function withoutControlCharacters(text) {
  return text.replace(CONTROL, (character) => character === "\x1B" ? "#x1B" : "\uFFFD");
}
function saxesReason(error) {
  return error.message.replace(/^\d+:\d+: /, "").replace(/\.$/, "");
}
function describeReadError(error) {
  const code = error?.code;
  if (code === "ENOENT") return "the file does not exist";
  if (code === "EISDIR") return "it is a directory, not a file";
  if (code === "EACCES") return "the file is not readable (permission denied)";
  return messageOf(error);
}

// src/junit/report-watch.ts
import { stat as stat3 } from "node:fs/promises";
import path10 from "node:path";
var LOOK_EVERY_MS = 1e3;
function watchReports(find, root, onWritten, everyMs = LOOK_EVERY_MS) {
  let last = null;
  let seen = "";
  let looking = null;
  let stopped = false;
  const look = async () => {
    const files = await find();
    const stats = await Promise.all(
      files.map((file) => stat3(path10.join(root, file)).catch(() => null))
    );
    const key2 = stats.map((info) => `${info?.mtimeMs}:${info?.size}`).join(",");
    if (files.length === 0 || key2 === seen) return;
    seen = key2;
    const counts2 = {};
    let cases = 0;
    for (const file of files) {
      try {
        cases += await streamJunitFile(path10.join(root, file), (testCase) => {
          counts2[testCase.status] = (counts2[testCase.status] ?? 0) + 1;
        });
      } catch {
        return;
      }
    }
    if (cases === 0 || stopped) return;
    const writtenAt = Math.max(...stats.map((info) => info?.mtimeMs ?? 0));
    last = { writtenAt, files: files.length, counts: counts2 };
    onWritten(last);
  };
  const timer = setInterval(() => {
    if (looking || stopped) return;
    looking = look().catch(() => {
    }).finally(() => {
      looking = null;
    });
  }, everyMs);
  timer.unref();
  return {
    written: () => last,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await looking;
    }
  };
}

// src/junit/report-written-elsewhere.ts
import { stat as stat4 } from "node:fs/promises";
import path11 from "node:path";
var XML_PATH = /[^\s'"=,]+\.xml\b/g;
async function reportWrittenElsewhere(command, cwd, since) {
  for (const candidate of new Set(command.match(XML_PATH) ?? [])) {
    const written = await stat4(path11.resolve(cwd, candidate)).catch(() => null);
    if (written?.isFile() && written.mtimeMs >= since - 1e3) return candidate;
  }
  return null;
}

// src/junit/running-tests.ts
import { readdir as readdir5, rm as rm2 } from "node:fs/promises";
import path12 from "node:path";

// src/files/read-run-output.ts
import { constants } from "node:fs";
import { open } from "node:fs/promises";
var RUN_OUTPUT_MOST_BYTES = 64 * 1024 * 1024;
var COVERAGE_MOST_BYTES = 256 * 1024 * 1024;
async function readRunOutput(file, mostBytes = RUN_OUTPUT_MOST_BYTES) {
  const flags = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
  const handle = await open(file, flags).catch(() => null);
  if (!handle) return "";
  try {
    const stat6 = await handle.stat();
    if (!stat6.isFile() || stat6.nlink !== 1) return "";
    const buffer = Buffer.alloc(Math.min(stat6.size, mostBytes));
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled).toString("utf8");
  } finally {
    await handle.close();
  }
}

// src/junit/running-tests.ts
var MOST_FILES = 16;
var MOST_BYTES = 2e3;
var RUNNING_VARIABLE = "FIX_LOOP_RUNNING";
async function forgetRunning(prefix) {
  const files = await filesOf(prefix);
  await Promise.all(files.map((file) => rm2(file, { force: true })));
}
async function runningTests(prefix, at) {
  const found = [];
  for (const file of (await filesOf(prefix)).slice(0, MOST_FILES)) {
    const text = await readRunOutput(file, MOST_BYTES).catch(() => "");
    const [name = "", started = ""] = text.split("\n");
    const plain = name.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
    if (!plain) continue;
    const since = Number(started);
    const forMs = Number.isFinite(since) && since > 0 && since <= at ? at - since : null;
    found.push({ name: plain, forMs });
  }
  return found.sort((a, b) => (b.forMs ?? 0) - (a.forMs ?? 0));
}
function runningTestsText(tests) {
  return tests.map(
    ({ name, forMs }) => forMs === null ? name : `${name} (running for ${formatDuration(forMs, "compact")})`
  ).join(", ");
}
async function filesOf(prefix) {
  const dir = path12.dirname(prefix);
  const base2 = `${path12.basename(prefix)}.`;
  const names = await readdir5(dir).catch(() => []);
  return names.filter((name) => name.startsWith(base2)).sort().map((name) => path12.join(dir, name));
}

// src/junit/skip-reason.ts
function skipReason(testCase) {
  if (!testCase.expectedToFail) return plainSkipReason(testCase);
  const why = testCase.message?.trim();
  return `xfailed: ran and failed, as its xfail mark expects${why ? ` (${why})` : ""}`;
}
function plainSkipReason(testCase) {
  const message = testCase.message?.trim();
  if (message && message !== "true") return testCase.message ?? message;
  return testCase.failureType === "todo" ? "todo" : "skipped by the test framework";
}

// src/junit/run-junit-command.ts
var IGNORED = ["**/node_modules/**", "**/.git/**"];
async function runJunitCommand(spec, options) {
  const { command, reports: patterns } = spec;
  const reportsRoot = options.reportsRoot ?? options.cwd;
  await deleteStaleReports(patterns, reportsRoot);
  const runStarted = Date.now();
  const watch = watchReports(
    () => findFreshReports(patterns, reportsRoot, runStarted),
    reportsRoot,
    (report2) => options.onReportWritten?.(report2)
  );
  const outcome = await runProcess(command, {
    cwd: options.cwd,
    env: options.env,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    runAs: options.runAs
  }).finally(() => watch.stop());
  const runEnded = Date.now();
  const reports = await findFreshReports(patterns, reportsRoot, runStarted);
  const hung = outcome.timedOut && options.runningPrefix ? options.redact(runningTestsText(await runningTests(options.runningPrefix, runEnded))) : "";
  const problemOf = (text) => withHung(text, buildEvidence(outcome, { redact: options.redact }), hung);
  if (reports.length === 0) {
    const runner2 = options.identify?.(null, command) ?? null;
    return {
      tests: [],
      refs: /* @__PURE__ */ new Map(),
      runner: runner2,
      commandOutcome: outcome,
      reports,
      ...problemOf(
        noReportProblem(
          outcome,
          patterns,
          runner2,
          await reportWrittenElsewhere(command, options.cwd, runStarted),
          options.redact
        )
      )
    };
  }
  const resolveFile = createTestFileResolver(options.cwd);
  const head = await readHead(path13.join(reportsRoot, reports[0]));
  const runner = options.identify?.(head, command) ?? null;
  const reading = runner?.report?.readsRun?.();
  const tests = [];
  const refs = [];
  const reportOfTest = [];
  const parseErrors = [];
  for (const report2 of reports) {
    const fromReport = [];
    const refsOfReport = [];
    try {
      await streamJunitFile(
        path13.join(reportsRoot, report2),
        (written2) => {
          const testCase = withoutArtifacts(written2, runner?.report?.artifacts ?? []);
          const file = resolveFile(testCase);
          const ref = {
            name: testCase.name,
            classname: testCase.classname,
            suite: testCase.suite,
            suites: testCase.suites,
            file,
            line: testCase.line
          };
          const runnerId = runner ? runner.commandLine.runnerId(ref) : null;
          refsOfReport.push(ref);
          reading?.see(testCase);
          fromReport.push({
            ...toTestResult(testCase, spec, report2, file, options),
            runnerId
          });
        },
        { displayPath: report2, onSuite: (suite) => reading?.seeSuite?.(suite) }
      );
      tests.push(...fromReport);
      refs.push(...refsOfReport);
      reportOfTest.push(...fromReport.map(() => report2));
    } catch (error) {
      parseErrors.push(
        error instanceof JunitParseError ? error.message : `${report2}: ${messageOf(error)}`
      );
    }
  }
  const hidden = await reading?.finish(tests, refs, options.cwd, command) ?? [];
  tests.forEach((test, at) => {
    const report2 = reportOfTest[at];
    if (refs[at]?.file === null && report2 !== void 0) test.file = report2;
  });
  giveUniqueIds(tests);
  const written = { report: watch.written(), runner: runner?.name ?? null, endedAt: runEnded };
  const found = [
    commandProblem(
      outcome,
      tests,
      parseErrors,
      reports,
      written,
      options.redact,
      hidden.length > 0
    ),
    ...hidden
  ];
  const problem = found.filter((text) => text !== null).join("; ") || null;
  return {
    tests,
    refs: new Map(tests.map((test, index) => [test.id, refs[index]])),
    runner,
    commandOutcome: outcome,
    reports,
    ...problem ? problemOf(problem) : { problem: null, problemEvidence: null }
  };
}
function toTestResult(testCase, spec, report2, file, { cwd, redact }) {
  const location = failureLocation(testCase, file, cwd);
  return {
    id: testCase.id,
    title: testCase.title,
    tier: spec.tier,
    status: testCase.status,
    durationMs: testCase.durationMs,
    kind: "junit",
    file: file ?? report2,
    requires: spec.requires,
    runnerId: null,
    run: null,
    runsAlone: false,
    runs: 1,
    reason: testCase.status === "skipped" ? redact(skipReason(testCase)) : null,
    ...testCase.status === "skipped" && testCase.expectedToFail ? { expectedToFail: true } : {},
    evidence: testCase.status === "failed" ? junitEvidence(testCase, location, redact, cwd) : null
  };
}
function withoutArtifacts(testCase, artifacts) {
  if (artifacts.length === 0 || testCase.status !== "failed") return testCase;
  const strip = (text) => artifacts.reduce((left, pattern) => left.replace(pattern, ""), text);
  return {
    ...testCase,
    message: testCase.message === null ? null : strip(testCase.message),
    details: strip(testCase.details)
  };
}
function giveUniqueIds(tests) {
  const ids = uniqueIds(tests.map((test) => test.id));
  tests.forEach((test, at) => {
    test.id = ids[at] ?? test.id;
  });
}
function noReportProblem(outcome, patterns, runner, elsewhere, redact) {
  const where = patterns.join(", ");
  if (outcome.spawnError) return `could not run the command: ${outcome.spawnError}`;
  const ending = endingOf(outcome);
  if (elsewhere !== null)
    return `command ${ending} and wrote its report at ${elsewhere}, not at ${where}: make the tier's junit: name the file its command writes`;
  const line = outcome.exitCode === 0 ? null : decisiveMessage(outcome, [], plainOutput(outcome, redact));
  if (outcome.exitCode === 0 && !outcome.timedOut) {
    const report2 = patterns[0] ?? "";
    const hint = runner?.report?.noReportHint?.(report2) ?? `check the reporter options (vitest: --reporter=junit --outputFile=${report2})`;
    return `command exited with code 0 but wrote no report at ${where}: ${hint}`;
  }
  return `command ${ending} and wrote no report at ${where}${line ? `: ${line}` : ""}`;
}
function commandProblem(outcome, tests, parseErrors, reports, written, redact, explained = false) {
  const problems = [...parseErrors];
  if (outcome.timedOut && written.report && parseErrors.length === 0) {
    problems.push(timedOutAfterReport(outcome, written.report, written));
  } else if (outcome.timedOut || outcome.aborted) {
    problems.push(`command ${endingOf(outcome)}; the report may be incomplete`);
  } else if (outcome.exitCode !== 0 && parseErrors.length === 0 && !explained && !tests.some((test) => test.status === "failed")) {
    const line = decisiveMessage(outcome, [], plainOutput(outcome, redact));
    problems.push(
      line && GO_BUILD_ERROR.test(line) ? `go could not build the tests: ${line}` : `command ${endingOf(outcome)} but its report shows no failed test${line ? `: ${line}` : ""}`
    );
  } else if (tests.length === 0 && parseErrors.length === 0) {
    problems.push(`${reports.join(", ")} holds no testcases`);
  }
  return problems.length > 0 ? problems.join("; ") : null;
}
function timedOutAfterReport(outcome, report2, { runner, endedAt }) {
  const after = formatDuration(Math.max(0, endedAt - report2.writtenAt));
  const counts2 = reportCounts(report2.counts);
  return `command ${endingOf(outcome)}, ${after} after it wrote its report (${counts2}): the tests in it had finished, and ${openHandlesHint(runner)}`;
}
function endingOf(outcome) {
  if (outcome.timedOut)
    return `timed out after ${formatDuration(outcome.timeoutMs ?? 0, "compact")}`;
  return describeEnding(outcome);
}
function plainOutput(outcome, redact) {
  return redact(
    stripAnsi(Buffer.concat([outcome.output.head, outcome.output.tail]).toString("utf8"))
  );
}
async function findFreshReports(patterns, cwd, since) {
  const found = await matchReports(patterns, cwd);
  const fresh = [];
  for (const file of found) {
    const info = await stat5(path13.join(cwd, file)).catch(() => null);
    if (info?.isFile() && info.mtimeMs >= since - 1e3) fresh.push(file);
  }
  return fresh;
}
async function matchReports(patterns, cwd) {
  const files = await glob(patterns, {
    cwd,
    onlyFiles: true,
    dot: true,
    ignore: IGNORED,
    expandDirectories: false
  });
  return [...new Set(files.map((file) => relativeToRoot(path13.resolve(cwd, file), cwd)))].filter((file) => !file.startsWith("..") && !path13.isAbsolute(file)).sort();
}
async function deleteStaleReports(patterns, cwd) {
  for (const file of await matchReports(patterns, cwd)) {
    const absolute = path13.join(cwd, file);
    if (await startsLikeJunit(absolute)) await unlink(absolute).catch(() => {
    });
  }
}
async function startsLikeJunit(file) {
  return /<testsuites?[\s>/]/.test(await readHead(file, 1024));
}
async function readHead(file, bytes = 4096) {
  try {
    const handle = await open2(file, "r");
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      return buffer.subarray(0, bytesRead).toString("utf8");
    } finally {
      await handle.close();
    }
  } catch {
    return "";
  }
}
function withHung(problem, evidence, hung) {
  if (!hung) return { problem, problemEvidence: evidence };
  const still = `still running when it was killed: ${hung}`;
  return {
    problem: `${problem}; ${still}`,
    problemEvidence: { ...evidence, message: [evidence.message, still].filter(Boolean).join("; ") }
  };
}

// src/junit/list-from-report.ts
async function listFromReport(commandFor, options) {
  const folder = await mkdtemp(path14.join(tmpdir(), "fix-loop-listing-"));
  try {
    shareFolder(folder, options.runAs);
    const command = commandFor(path14.join(folder, "listing.xml"));
    if (!command) return null;
    const ran = await runJunitCommand(
      { tier: "listing", requires: [], command, reports: ["*.xml"] },
      {
        identify: () => options.runner,
        cwd: options.cwd,
        reportsRoot: folder,
        env: options.env,
        timeoutMs: options.timeoutMs,
        signal: options.signal,
        redact: (text) => text,
        runAs: options.runAs
      }
    );
    const listed = (status) => status === "skipped" || options.dryRun && status === "passed";
    if (ran.problem !== null || ran.tests.some((test) => !listed(test.status))) return null;
    const refs = new Map([...ran.refs].filter(([, ref]) => options.selectable(ref)));
    return { ids: new Set(ran.tests.map((test) => test.id)), runnerIds: [], refs };
  } finally {
    await removeSharedFolder(folder);
  }
}

// src/junit/list-tests.ts
var only = (...options) => (option2) => options.includes(option2);
async function listTests(command, runner, options) {
  const lister = runner?.listing;
  if (!runner || !lister) return null;
  if (lister.listsHere && !await lister.listsHere(options.cwd)) return null;
  const read = lister.read;
  const files = lister.takesFiles ? options.files : void 0;
  if (!("output" in read)) {
    return listFromReport(
      (report2) => listingCommand(command, runner.commandLine, lister, report2, files),
      {
        ...options,
        env: read.env(options.env),
        selectable: read.selectable,
        dryRun: read.dryRun ?? false,
        runner
      }
    );
  }
  const listing = listingCommand(command, runner.commandLine, lister, "", files);
  if (!listing) return null;
  const outcome = await runProcess(listing, {
    cwd: options.cwd,
    env: options.env,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    runAs: options.runAs,
    stdoutOnly: true,
    output: { headBytes: LISTING_BYTES, tailBytes: 0 }
  });
  const complete = outcome.output.elidedBytes === 0 && outcome.output.tail.length === 0;
  if (outcome.exitCode === null || !lister.okCodes.includes(outcome.exitCode) || !complete)
    return null;
  return read.output(outcome.output.head.toString("utf8"), options.cwd);
}
var LISTING_BYTES = 8 * 1024 * 1024;
function listingCommand(command, runner, lister, report2, files) {
  const found = runnerWords(command, runner);
  if (!found) return null;
  const { written, plain, start: start2 } = found;
  const program = lister.program?.(written, plain, start2) ?? written.slice(0, start2);
  const scope = [];
  for (let i = start2; i < written.length; i++) {
    const value = plain[i] ?? "";
    const option2 = value.startsWith("-") ? value.split("=")[0] ?? value : null;
    const takesNext = option2 !== null && !value.includes("=") && (runner.valueOptions.has(option2) || runner.replacedOptions.has(option2));
    if (option2 === null) {
      if (!files) scope.push(written[i] ?? "");
    } else if (lister.keeps(option2)) {
      scope.push(written[i] ?? "");
      if (takesNext) scope.push(written[i + 1] ?? "");
    }
    if (takesNext) i++;
  }
  if (files) scope.push(...files.map(quoteShell));
  return joinShell(lister.command(program, scope, report2).map((word) => ({ word })));
}
function beforeRunner(program, assignments) {
  const runner = program.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(unquote(word)));
  const at = runner < 0 ? program.length : runner;
  return [...program.slice(0, at), ...assignments, ...program.slice(at)];
}
function runnerWords(command, runner) {
  const parts = splitShell(command);
  if (!parts) return null;
  let words2 = [];
  const segments = [];
  for (const part of [...parts, { operator: ";" }]) {
    if ("word" in part) words2.push(part.word);
    else if ("operator" in part) {
      segments.push(words2);
      words2 = [];
    }
  }
  for (const written of segments) {
    const plain = written.map(unquote);
    if (plain.includes("cd")) return null;
    const start2 = runner.start(plain) ?? runner.separatorAt?.(plain) ?? null;
    if (start2 !== null) return { written, plain, start: start2 };
  }
  return null;
}

// src/triage/spectrum/go-coverage.ts
import { mkdtemp as mkdtemp3, readFile as readFile5 } from "node:fs/promises";
import { availableParallelism, tmpdir as tmpdir2 } from "node:os";
import path16 from "node:path";

// src/triage/frames/go-package-name.ts
function goPackageName(importPath) {
  const elements = importPath.split("/");
  const last = elements.at(-1) ?? "";
  const before = elements.at(-2);
  return /^v\d+$/.test(last) && before ? before : last;
}
function goShortName(name) {
  const slash = name.lastIndexOf("/");
  const dot = name.indexOf(".", slash + 1);
  if (dot === -1) return name.slice(slash + 1);
  return `${goPackageName(name.slice(0, dot))}${name.slice(dot)}`;
}

// src/triage/spectrum/go-first-run.ts
import { chmod, mkdtemp as mkdtemp2, rm as rm3, writeFile } from "node:fs/promises";
import path15 from "node:path";
var KEEP = (folder, inner) => `#!/bin/sh
case "$1" in
*/link) ;;
*) exec ${inner}"$@" ;;
esac
${inner}"$@"
status=$?
[ "$status" -eq 0 ] || exit "$status"
out=; cfg=; prev=
for arg in "$@"; do
  case "$prev" in -o) out=$arg ;; -importcfg) cfg=$arg ;; esac
  prev=$arg
done
case "$out" in *.test) ;; *) exit 0 ;; esac
pkg=$(sed -n 's/^packagefile \\(.*\\)\\.test=.*/\\1/p' "$cfg" | head -n 1)
[ -n "$pkg" ] || exit 0
copy=$(mktemp '${folder}/XXXXXXXX.test') &&
  { ln -f "$out" "$copy" 2>/dev/null || { cp "$out" "$copy" && chmod 755 "$copy"; }; } &&
  printf '%s	%s
' "$pkg" "$copy" >> '${folder}/index'
exit 0
`;
var kept = /* @__PURE__ */ new Map();
async function goFirstRunTap(context) {
  const goflags = context.env.GOFLAGS ?? "";
  if (/(?:^|\s)--?(?:cover\w*|exec)(?:[=\s]|$)/.test(goflags)) return null;
  const folder = await mkdtemp2(path15.join(context.scratch, "go-binaries-"));
  if (/[\s'"\\$`]/.test(folder)) return null;
  const own = [...goflags.matchAll(/(?:^|\s)--?toolexec=(\S+)/g)].pop()?.[1];
  if (own && /['\\]/.test(own)) return null;
  shareFolder(folder, context.runAs);
  const keep = path15.join(folder, "keep");
  await writeFile(keep, KEEP(folder, own ? `'${own}' ` : ""));
  await chmod(keep, 493);
  return {
    env: hookVariables(context.env, { GOFLAGS: `-coverpkg=./... -toolexec=${keep}` }),
    async read(tests) {
      kept.set(
        path15.resolve(context.cwd),
        await failingPackagesBinaries(folder, context.cwd, tests)
      );
      return /* @__PURE__ */ new Map();
    },
    // The binaries stay for triage; the session's scratch folder goes at its end.
    close: async () => {
    }
  };
}
async function failingPackagesBinaries(folder, cwd, tests) {
  const module = await goModulePath(cwd);
  if (!module) return /* @__PURE__ */ new Map();
  const failing = new Set(
    tests.flatMap((test) => {
      const dir = test.status === "failed" ? goTestOf(test.runnerId, module)?.dir : void 0;
      return dir === void 0 ? [] : [dir];
    })
  );
  const index = await readRunOutput(path15.join(folder, "index"));
  const binaries = /* @__PURE__ */ new Map();
  for (const line of index.split("\n")) {
    const [pkg, binary] = line.split("	");
    if (!pkg || !binary || path15.dirname(binary) !== folder || !KEPT_NAME.test(path15.basename(binary)))
      continue;
    const dir = goPackageDir(pkg, module);
    const where = dir !== null && failing.has(dir) ? path15.join(path15.resolve(cwd), dir) : null;
    if (where === null || binaries.has(where)) await rm3(binary, { force: true });
    else binaries.set(where, binary);
  }
  return binaries;
}
var KEPT_NAME = /^[A-Za-z0-9]{8}\.test$/;
function keptBinaries(root) {
  return kept.get(path15.resolve(root)) ?? /* @__PURE__ */ new Map();
}
function forgetKeptBinaries(root) {
  kept.delete(path15.resolve(root));
}
function takeKeptBinaries(root) {
  const binaries = kept.get(path15.resolve(root)) ?? /* @__PURE__ */ new Map();
  kept.delete(path15.resolve(root));
  return binaries;
}

// src/triage/spectrum/go-coverage.ts
var PROFILE_LINE = /^(.+\.go):(\d+)\.\d+,\d+\.\d+ \d+ (\d+)$/;
var FUNC_DECL = /^func\s+(?:\(\s*(?:\w+\s+)?(\*?)\s*(\w+)[^)]*\)\s*)?(\w+)\s*[([]/;
function goCoverageRunner(options) {
  return {
    async run(tests, signal) {
      const found = /* @__PURE__ */ new Map();
      const module = await goModulePath(options.cwd);
      if (!module) return found;
      const runs = /* @__PURE__ */ new Map();
      for (const test of tests) {
        const selected = goTestOf(test.runnerId, module);
        if (!selected) continue;
        const key2 = `${selected.pkg}.${selected.name}`;
        const known = runs.get(key2) ?? { ...selected, ids: [] };
        known.ids.push(test.id);
        runs.set(key2, known);
      }
      if (runs.size === 0) return found;
      const root = await mkdtemp3(path16.join(tmpdir2(), "fix-loop-gocov-"));
      shareFolder(root, options.runAs);
      const run = (file, args, cwd) => runProcess({ file, args }, { cwd, env: options.env, runAs: options.runAs, signal });
      try {
        const binaries = /* @__PURE__ */ new Map();
        const kept2 = takeKeptBinaries(options.cwd);
        for (const { pkg, dir } of runs.values()) {
          const firstRun = kept2.get(path16.join(options.cwd, dir));
          if (firstRun && !binaries.has(pkg)) binaries.set(pkg, firstRun);
          if (binaries.has(pkg) || signal?.aborted) continue;
          const binary = path16.join(root, `${binaries.size}.test`);
          const built = await run("go", buildArgs(binary, pkg, options.env), options.cwd);
          binaries.set(pkg, built.exitCode === 0 ? binary : null);
        }
        const planned = [...runs.values()].flatMap((each) => {
          const binary = binaries.get(each.pkg);
          return binary ? [{ ...each, binary }] : [];
        });
        if (planned.length === 0) return found;
        const words2 = planned.flatMap((each) => [
          each.binary,
          path16.join(options.cwd, each.dir),
          `-test.run=${goRunPattern([each.name])}`
        ]);
        const lanes = String(Math.max(1, Math.min(planned.length, availableParallelism())));
        await run("sh", ["-c", EACH_TEST, "sh", root, lanes, ...words2], options.cwd);
        const done = new Set(
          (await readRunOutput(path16.join(root, "done"))).split("\n").filter(Boolean)
        );
        const functions = /* @__PURE__ */ new Map();
        for (const [index, each] of planned.entries()) {
          if (!done.has(String(index))) continue;
          const text = await readRunOutput(path16.join(root, `${index}.out`), COVERAGE_MOST_BYTES);
          if (text === "") continue;
          const covered = await coveredFunctions(text, module, options.cwd, functions);
          for (const id of each.ids) found.set(id, covered);
        }
        return found;
      } finally {
        await removeSharedFolder(root);
      }
    }
  };
}
var EACH_TEST = `out=$1; lanes=$2; shift 2
lane() {
  k=$1; n=0; shift
  while [ $# -ge 3 ]; do
    if [ $((n % lanes)) -eq "$k" ]; then
      (cd "$2" && exec "$1" "$3" "-test.coverprofile=$out/$n.out") >/dev/null 2>&1
      [ -f "$out/$n.out" ] && echo "$n" >> "$out/done"
    fi
    n=$((n + 1)); shift 3
  done
}
k=0
while [ "$k" -lt "$lanes" ]; do lane "$k" "$@" & k=$((k + 1)); done
wait`;
function buildArgs(binary, pkg, env) {
  const ldflags = /(?:^|\s)-ldflags[=\s]/.test(env.GOFLAGS ?? "") ? [] : ["-ldflags=-s -w"];
  return ["test", "-c", "-vet=off", "-coverpkg=./...", ...ldflags, "-o", binary, pkg];
}
async function coveredFunctions(profile, module, root, cache) {
  const covered = /* @__PURE__ */ new Set();
  for (const line of profile.split("\n")) {
    const block = PROFILE_LINE.exec(line.trim());
    if (!block?.[1] || block[3] === "0" || !block[1].startsWith(`${module}/`)) continue;
    const relative2 = block[1].slice(module.length + 1);
    if (relative2.endsWith("_test.go")) continue;
    let declared = cache.get(relative2);
    if (!declared) {
      declared = readFile5(path16.join(root, relative2), "utf8").then(
        (text) => goFunctionsOf(text, `${module}/${relative2}`),
        () => []
      );
      cache.set(relative2, declared);
    }
    const startLine = Number(block[2]);
    const fn = (await declared).find((f) => f.start <= startLine && startLine <= f.end);
    if (fn) covered.add(`${relative2}:${fn.name}`);
  }
  return covered;
}
function goFunctionsOf(text, importFile) {
  return declarations(text, packageOf(importFile));
}
function packageOf(importFile) {
  return goPackageName(importFile.slice(0, importFile.lastIndexOf("/")));
}
function declarations(text, pkg) {
  const lines = text.split("\n");
  const found = [];
  for (let index = 0; index < lines.length; index++) {
    const decl = FUNC_DECL.exec(lines[index] ?? "");
    if (!decl?.[3]) continue;
    const [, pointer, receiver, name] = decl;
    let end = index;
    if (!/}\s*$/.test(lines[index] ?? "")) {
      while (end < lines.length && !/^}/.test(lines[end] ?? "")) end++;
    }
    const owner = receiver ? pointer ? `(*${receiver}).` : `${receiver}.` : "";
    found.push({ name: `${pkg}.${owner}${name}`, start: index + 1, end: end + 1 });
    index = end;
  }
  return found;
}

// src/runners/command-words.ts
import path17 from "node:path";

// src/files/test-paths.ts
var TEST_FILE = /(?:^|\/)(?:test_[^/]*\.py|[^/]*_test\.(?:py|go)|conftest\.py|[^/]*\.(?:test|spec|test-d)\.[cm]?[jt]sx?|[^/]*(?:Test|Tests|IT|Spec)\.(?:java|kt|scala))$/;
var TEST_FOLDER = /(?:^|\/)(?:tests?|__tests__|__mocks__|spec|specs|testdata|fixtures)\//;
function isTestPath(file) {
  const path43 = normalisePath(file);
  return TEST_FILE.test(path43) || TEST_FOLDER.test(path43);
}
function normalisePath(file, root) {
  let path43 = file.replace(/^file:\/\//, "").replace(/\\/g, "/");
  const base2 = root?.replace(/\\/g, "/").replace(/\/+$/, "");
  if (base2 && path43.startsWith(`${base2}/`)) path43 = path43.slice(base2.length + 1);
  return path43.replace(/^\.\//, "");
}

// src/runners/command-words.ts
var set = (...names) => new Set(names);
var base = (word) => word ? path17.basename(word) : "";
function afterProgram(words2, name, subcommand) {
  const index = words2.findIndex((word) => base(word) === name);
  if (index === -1) return null;
  if (subcommand === void 0) return index + 1;
  return words2[index + 1] === subcommand ? index + 2 : null;
}
function isPython(word) {
  return /^python/.test(base(word));
}
function fullName(test) {
  return test.name.split(/ (?:>|›) /).join(" ");
}
function escapeRegExp2(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replaceAll("\uFFFD", "[\\s\\S]");
}
function anchoredAlternatives(names, leading = "") {
  const unique = [...new Set(names)].map(escapeRegExp2);
  return `^${leading}(?:${unique.join("|")})$`;
}
function filesOf2(tests) {
  const files = tests.map((test) => test.file);
  if (files.some((file) => file === null)) return null;
  return [...new Set(files)];
}
function testFilesOf(tests) {
  const files = filesOf2(tests);
  return files?.every(isTestPath) ? files : [];
}

// src/runners/go-ids.ts
var GO_TEST_NAME = /^(?:Test|Example|Fuzz)[^\s/]*(?:\/.*)?$/s;
var IMPORT_PATH = /^[^\s>]+$/;
function refsOfGoId(id) {
  const at = id.indexOf(" > ");
  if (at <= 0) return null;
  const pkg = id.slice(0, at);
  const name = id.slice(at + " > ".length);
  if (!IMPORT_PATH.test(pkg) || !GO_TEST_NAME.test(name)) return null;
  return [{ name, classname: pkg, suite: pkg, file: null, line: null }];
}

// src/runners/go-rerun-binaries.ts
import path18 from "node:path";
var TEST_FLAGS = /* @__PURE__ */ new Set([
  "run",
  "count",
  "timeout",
  "short",
  "v",
  "parallel",
  "cpu",
  "failfast",
  "shuffle",
  "skip"
]);
var BUILD_FLAGS = /* @__PURE__ */ new Set([
  "tags",
  "race",
  "mod",
  "p",
  "vet",
  "gcflags",
  "ldflags",
  "trimpath",
  "json",
  "toolexec",
  "buildvcs",
  "modcacherw",
  "modfile",
  "asmflags",
  "overlay",
  "pgo"
]);
var TAKES_VALUE = /* @__PURE__ */ new Set([
  "run",
  "count",
  "timeout",
  "parallel",
  "cpu",
  "shuffle",
  "skip",
  "tags",
  "mod",
  "p",
  "vet",
  "gcflags",
  "ldflags"
]);
async function goRerunFromBinaries(command, cwd, env) {
  const binaries = keptBinaries(cwd);
  if (binaries.size === 0) return null;
  const parts = splitShell(command);
  const module = await goModulePath(cwd);
  if (!parts || !module) return null;
  for (const [index, part] of parts.entries()) {
    if (!("word" in part) || index > 0 && "word" in (parts[index - 1] ?? {})) continue;
    const end = parts.findIndex((later, at) => at > index && !("word" in later));
    const segment = parts.slice(index, end === -1 ? parts.length : end);
    const plain = segment.map((each) => unquote(each.word));
    const call = goTestCall(plain);
    if (!call) continue;
    const assigned = plain.slice(0, call.keep).find((word) => word.startsWith("GOFLAGS="));
    const goflags = (assigned?.slice("GOFLAGS=".length) ?? env.GOFLAGS ?? "").split(/\s+/).filter(Boolean);
    const args = testArgs(
      [...goflags.filter((word) => word.startsWith("-")), ...plain.slice(call.start)],
      (pkg) => {
        const dir = goPackageDir(pkg, module);
        return dir === null ? void 0 : binaries.get(path18.join(path18.resolve(cwd), dir));
      },
      cwd,
      module
    );
    if (!args) return null;
    const script = call.json ? eventsScript(args) : textScript(args);
    const replaced = [
      ...segment.slice(0, call.keep),
      ...call.gotestsum ? [{ word: "--raw-command" }, { word: "--" }] : [],
      ...["sh", "-c", quoteShell(script)].map((word) => ({ word }))
    ];
    parts.splice(index, segment.length, ...replaced);
    return joinShell(parts);
  }
  return null;
}
function goTestCall(words2) {
  const gotestsum = afterProgram(words2, "gotestsum");
  if (gotestsum !== null) {
    const separator = words2.indexOf("--", gotestsum);
    const own2 = words2.slice(gotestsum, separator);
    if (separator === -1 || own2.some((word) => /^--(?:raw-command|rerun-fails|watch)/.test(word)))
      return null;
    return { start: separator + 1, keep: separator, gotestsum: true, json: true };
  }
  const go2 = afterProgram(words2, "go", "test");
  if (go2 === null) return null;
  const own = words2.slice(go2);
  const json = own.includes("-json");
  if (!json && !own.some((word) => /^--?v(?:=true)?$/.test(word))) return null;
  return { start: go2, keep: go2 - 2, gotestsum: false, json };
}
function testArgs(words2, binaryOf, cwd, module) {
  const flags = [];
  const runs = [];
  let timeout = false;
  for (let i = 0; i < words2.length; i++) {
    const word = words2[i] ?? "";
    if (!word.startsWith("-")) {
      const binary = binaryOf(word);
      const dir = goPackageDir(word, module);
      if (!binary || dir === null) return null;
      runs.push({ pkg: word, dir: path18.join(cwd, dir), binary });
      continue;
    }
    const [name = "", ...rest] = word.replace(/^--?/, "").split("=");
    let value = rest.length > 0 ? rest.join("=") : null;
    if (value === null && TAKES_VALUE.has(name)) value = words2[++i] ?? "";
    if (TEST_FLAGS.has(name)) {
      flags.push(value === null ? `-test.${name}` : `-test.${name}=${value}`);
      timeout ||= name === "timeout";
    } else if (!BUILD_FLAGS.has(name)) return null;
  }
  if (runs.length === 0) return null;
  return {
    flags: [
      "-test.v=true",
      "-test.paniconexit0",
      ...timeout ? [] : ["-test.timeout=10m0s"],
      ...flags
    ],
    runs
  };
}
function eventsScript({ flags, runs }) {
  const lines = runs.map(
    (run) => `(cd ${quoteShell(run.dir)} && exec go tool test2json -t -p ${quoteShell(run.pkg)} ${quoteShell(run.binary)} ${flags.map(quoteShell).join(" ")}) || status=1`
  );
  return ["status=0", ...lines, 'exit "$status"'].join("\n");
}
function textScript({ flags, runs }) {
  const lines = runs.map(
    (run) => `if (cd ${quoteShell(run.dir)} && exec ${quoteShell(run.binary)} ${flags.map(quoteShell).join(" ")}); then printf 'ok  \\t%s\\t0.000s\\n' ${quoteShell(run.pkg)}; else printf 'FAIL\\t%s\\t0.000s\\n' ${quoteShell(run.pkg)}; status=1; fi`
  );
  return ["status=0", ...lines, 'exit "$status"'].join("\n");
}

// src/runners/go.ts
var GO_LISTING = {
  // gotestsum's or go-junit-report's go test, as go test itself: it lists what it would run.
  command: (program, scope) => [...program, "test", "-list", ".", ...scope],
  // The assignments and `go`: gotestsum and go test both list as go test.
  program: (written, plain) => {
    const program = plain.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
    return [...written.slice(0, Math.max(0, program)), "go"];
  },
  keeps: only("-tags", "-mod", "-C"),
  read: { output: parseList },
  okCodes: [0]
};
var go = {
  name: "go",
  wroteReport: (head) => /<property\s+name="go\.version"/.test(head),
  commandLine: {
    start: (words2) => afterProgram(words2, "go", "test") ?? afterGotestsumSeparator(words2),
    separatorAt: gotestsumArgsAt,
    pathsOption: "--packages",
    valueOptions: set(
      "-count",
      "-timeout",
      "-tags",
      "-p",
      "-parallel",
      "-coverprofile",
      "-covermode",
      "-coverpkg",
      "-cpu",
      "-o",
      "-exec",
      "-bench",
      "-benchtime",
      "-skip",
      "-shuffle",
      "-ldflags",
      "-gcflags",
      "-mod",
      "-C"
    ),
    listOptions: set(),
    replacedOptions: set("-run"),
    replacesPaths: true,
    runnerId: (test) => `${test.classname}.${test.name}`,
    select(tests) {
      const packages = [...new Set(tests.map((test) => test.classname))];
      if (packages.some((name) => name === "")) return null;
      return { options: ["-run", goRunPattern(tests.map((test) => test.name))], paths: packages };
    }
  },
  listing: GO_LISTING,
  refsOfId: refsOfGoId,
  report: {
    // A go-junit-report pipeline is cut before the converter; gotestsum loses its --junitfile.
    withoutReport: (command, reports) => beforeJunitConverter(command) ?? withoutReportOptions(command, { file: ["--junitfile"], reporter: null }, reports),
    readsRun
  },
  // go test has no shard option: fix-loop splits the packages go lists.
  shard: {
    units: { lister: GO_LISTING, of: (listed) => packagesOf(listed.runnerIds) },
    unitOf: (test) => test.runnerId ? packagesOf([test.runnerId])[0] ?? null : null
  },
  coverage: {
    runner: goCoverageRunner,
    onFirstRun: (context) => goFirstRunTap(context),
    timeLimit: "first-runs",
    oneRun: false
  },
  rerun: { fromBuilds: goRerunFromBinaries, forget: forgetKeptBinaries },
  init: {
    language: "go",
    tier: ({ report: report2, reportDir }) => ({
      command: `mkdir -p ${reportDir} && go test -v ./... 2>&1 | go run github.com/jstemmer/go-junit-report/v2@v2.1.0 -set-exit-code -iocopy -out ${report2}`,
      missing: []
    }),
    testPaths: ["**/*_test.go", "**/testdata/**"]
  },
  packages: {
    programs: {
      go: {
        role: "run",
        install: "install Go (https://go.dev/doc/install), or add actions/setup-go to the job"
      },
      "go-junit-report": {
        role: "report",
        install: "go install github.com/jstemmer/go-junit-report/v2@latest"
      },
      gotestsum: { role: "report", install: "go install gotest.tools/gotestsum@latest" }
    }
  },
  // A -count already there (often -count=1, to skip the cache) is replaced.
  repeat: {
    withOption: (command, times) => /\s-count[= ]\d+/.test(command) ? command.replace(/(\s)-count[= ]\d+/, `$1-count=${times}`) : insertAfter(command, /\bgo\s+test\b/, `-count=${times}`),
    option: "go test's -count"
  }
};
function readsRun() {
  const panics = [];
  const unfinished = /* @__PURE__ */ new Set();
  const carriers = /* @__PURE__ */ new Set();
  return {
    see(testCase) {
      if (testCase.status !== "failed") return;
      const key2 = unfinishedKey(testCase.classname, testCase.name);
      if (carriesAnothersPanic(testCase.name, testCase.details)) carriers.add(key2);
      else if (isGoPanic(testCase.details))
        panics.push({ pkg: testCase.classname, test: testCase.name });
      else if (isUnfinishedGoTest(testCase.details)) unfinished.add(key2);
    },
    async finish(tests, refs, cwd, command) {
      const raisers = returnCarriedPanics(
        tests,
        refs,
        carriers,
        (ref) => unfinishedKey(ref.classname, ref.name)
      );
      refs.forEach((ref, at) => {
        if (!carriers.has(unfinishedKey(ref.classname, ref.name))) return;
        const raiser = raisers.get(at);
        if (raiser !== void 0) unfinished.add(unfinishedKey(ref.classname, ref.name));
        panics.push({ pkg: ref.classname, test: raiser ?? ref.name });
      });
      const cut = panics.length === 0 ? null : dropUnfinished(tests, refs, unfinished, new Set(panics.map((p) => p.pkg)));
      const folded = foldGoAttempts(tests, refs);
      tests.splice(0, tests.length, ...folded.tests);
      refs.splice(0, refs.length, ...folded.refs);
      await describeGoTests(tests, refs, cwd);
      return cut === null ? [] : goPanicProblems(panics, goTestsOf(refs), cwd, cut, goRunSelection(command));
    }
  };
}
function goTestsOf(refs) {
  const byPackage = /* @__PURE__ */ new Map();
  for (const ref of refs) {
    const names = byPackage.get(ref.classname) ?? /* @__PURE__ */ new Set();
    names.add(ref.name);
    byPackage.set(ref.classname, names);
  }
  return byPackage;
}
function parseList(stdout) {
  const ids = /* @__PURE__ */ new Set();
  const runnerIds = [];
  const refs = /* @__PURE__ */ new Map();
  let names = [];
  for (const line of stdout.split("\n")) {
    const done = /^(?:ok|\?)\s+(\S+)/.exec(line);
    if (done?.[1]) {
      const pkg = done[1];
      for (const name of names) {
        const id = junitTestId(name, pkg);
        ids.add(id);
        runnerIds.push(`${pkg}.${name}`);
        refs.set(id, { name, classname: pkg, suite: pkg, file: null, line: null });
      }
      names = [];
    } else if (/^FAIL\b/.test(line)) return null;
    else if (/^(?:Test|Example|Fuzz)\w*$/.test(line.trim())) names.push(line.trim());
  }
  return { ids, runnerIds, subtests: true, refs };
}
var GOTESTSUM_VALUES = set(
  "-f",
  "--format",
  "--junitfile",
  "--jsonfile",
  "--packages",
  "--post-run-command",
  "--junitfile-testsuite-name",
  "--junitfile-testcase-classname",
  "--junitfile-project-name",
  "--hide-summary",
  "--rerun-fails-max-failures",
  "--rerun-fails-report"
);
function afterGotestsumSeparator(words2) {
  const program = afterProgram(words2, "gotestsum");
  if (program === null) return null;
  const separator = words2.indexOf("--", program);
  return separator === -1 ? null : separator + 1;
}
function gotestsumArgsAt(words2) {
  const program = afterProgram(words2, "gotestsum");
  if (program === null || words2.includes("--", program)) return null;
  let index = program;
  while (index < words2.length && words2[index]?.startsWith("-")) {
    const word = words2[index] ?? "";
    index += GOTESTSUM_VALUES.has(word) ? 2 : 1;
  }
  return Math.min(index, words2.length);
}
function packagesOf(ids) {
  const packages = ids.map(
    (id) => /^(.+?)\.(?:Test|Example|Fuzz|Benchmark)[^/.]*(?:\/.*)?$/.exec(id)?.[1]
  );
  return [...new Set(packages.filter((name) => name !== void 0))].sort();
}

// src/runners/jest.ts
import path27 from "node:path";

// src/junit/coverage-between-files.ts
var COVERAGE_OFF_AFTER_FILE = `const coverageOff = () => {
  if (!fromFailure || !shared.session) return;
  const at = performance.now();
  const session = shared.session;
  shared.session = null;
  try {
    session.post("Profiler.stopPreciseCoverage");
    session.post("Profiler.disable");
    session.disconnect();
  } catch {}
  shared.spent += performance.now() - at;
};
// A file ends: what it recorded is settled, coverage goes off, and the next file starts as a
// file of its own does (a runner that loads this setup once for every file calls it too).
const fileEnded = async () => {
  await settlePending();
  coverageOff();
  on = !fromFailure;
  passingSeen = 0;
  alike.clear();
  lastFailed = false;
  lastThinned = false;
  clean = false;
};
if (registered && typeof hooks.afterAll === "function") hooks.afterAll(fileEnded);
`;

// src/junit/describe-coverage.ts
function jestDescribeTime(fileOfRun) {
  return `if (out && !fromFailure && typeof globalThis.describe === "function") {
  // Synchronous (startNow too): a describe body must not return a promise, and an inspector
  // session on this thread answers before post returns.
  const takeNow = () => {
    let scripts = [];
    shared.session.post("Profiler.takePreciseCoverage", (error, taken) => { if (!error) scripts = projectScripts(taken.result); });
    return scripts;
  };
  // The blocks whose bodies are running, outermost first: { name, tests, segments }.
  const open = [];
  const segmented = process.env.FIX_LOOP_COVERAGE_SEGMENTS === "declarations";
  const settle = () => {
    const scripts = takeNow();
    const block = open[open.length - 1];
    if (block && scripts.length > 0) block.segments.push({ after: block.tests.length, scripts });
  };
  const fileOfRun = ${fileOfRun};
  // jest-circus names a test by its blocks' names and its own (the root block has no parent);
  // jest 22's jasmine has no such state: the blocks this file opened and the name given.
  const circusBlock = () => { const state = circusState(); return state && state.currentDescribeBlock; };
  const fullName = (block, name) => {
    const names = [name];
    for (let at = block; at && at.parent; at = at.parent) names.unshift(at.name);
    return names.join(" ");
  };
  const declaring = (original) => function (...args) {
    if (open.length === 0) return original.apply(this, args);
    settle();
    const block = circusBlock();
    const before = block && Array.isArray(block.children) ? block.children.length : -1;
    const result = original.apply(this, args);
    const names = before >= 0
      ? block.children.slice(before).filter((child) => child.type === "test").map((child) => fullName(block, child.name))
      : typeof args[0] === "string" ? [open.map((at) => at.name).concat(args[0]).join(" ")] : [];
    for (const at of open) at.tests.push(...names);
    return result;
  };
  // it, it.only, it.concurrent.only, and each's table form, which declares when called.
  const declarer = (original, depth) => {
    const wrapped = declaring(original);
    for (const key of Object.keys(original)) {
      const value = original[key];
      wrapped[key] = typeof value !== "function" || depth > 2 ? value
        : key === "each" ? (...table) => declaring(value.apply(original, table))
        : declarer(value, depth + 1);
    }
    return wrapped;
  };
  for (const name of segmented ? ["it", "test", "fit", "xit", "xtest"] : [])
    if (typeof globalThis[name] === "function") globalThis[name] = declarer(globalThis[name], 0);
  const watched = (original) => function (name, body, ...rest) {
    if (typeof body !== "function") return original.call(this, name, body, ...rest);
    return original.call(this, name, function (...args) {
      startNow();
      settle();
      open.push({ name: typeof name === "function" ? name.name : String(name), tests: [], segments: [] });
      try {
        return body.apply(this, args);
      } finally {
        settle();
        const name = open.map((block) => block.name).join(" ");
        const block = open.pop();
        if (block.segments.length > 0)
          appendFileSync(out, JSON.stringify({ file: fileOfRun(), name, describe: true, tests: segmented ? block.tests : undefined, segments: block.segments }) + "\\n");
      }
    }, ...rest);
  };
  const original = globalThis.describe;
  const describe = Object.assign(watched(original), original);
  if (typeof original.only === "function") describe.only = watched(original.only);
  globalThis.describe = describe;
  if (typeof globalThis.fdescribe === "function") globalThis.fdescribe = watched(globalThis.fdescribe);
}
`;
}

// src/junit/jest-setup-helpers.ts
var JEST_SETUP_HELPERS = `function jestGlobals() {
  try { return require("@jest/globals"); } catch (error) { return {}; }
}
function circusState() {
  const key = Object.getOwnPropertySymbols(globalThis).find((symbol) => symbol.description === "JEST_STATE_SYMBOL");
  return key && globalThis[key];
}
function circusTest() {
  const state = circusState();
  return state && state.currentlyRunningTest;
}`;

// src/junit/coverage-setup.ts
var ALIKE_DENSE = 10;
function setupBody(imports, nameOfTest, isRetry, hasFailed, describeTime = "", retriesAtOnce = "() => false", errorOf = "() => null") {
  return `${imports}
const out = process.env.FIX_LOOP_COVERAGE_OUT;
const fromFailure = process.env.FIX_LOOP_COVERAGE_FROM === "failure";
const limit = Number(process.env.FIX_LOOP_COVERAGE_LIMIT || Infinity);
const root = process.cwd();
const nameOf = ${nameOfTest};
const isRetry = ${isRetry};
const hasFailed = ${hasFailed};
const retriesAtOnce = ${retriesAtOnce};
const errorOf = ${errorOf};
// What this process shares between its test files: the session, and what recording has cost.
const shared = inspector[Symbol.for("fix-loop.coverage")] || (inspector[Symbol.for("fix-loop.coverage")] = { session: null, spent: 0 });
// What writing the records has cost, apart: \`spent\` bounds the contrast, and a record's size
// must not move that bound. The id tells this process's (or thread's) records from another's.
shared.written = shared.written || 0;
shared.id = shared.id || Math.random().toString(36).slice(2);
let on = !fromFailure;
let taking = false;
// Passing tests seen since recording began: the contrast is the first \`limit\` of them, then
// one in two, one in four, and so on, so a long file gives tests from all over it.
let passingSeen = 0;
const sampled = (index, dense) => index < dense || index % Math.pow(2, Math.floor(Math.log2(index / dense)) + 1) === 0;
const contrastWanted = (index) => sampled(index, limit);
// Failures of a file that fail alike (one message but for its values, thrown or asserted at one
// line of the project) are sampled after the first ${ALIKE_DENSE}: a table of cases that all break at
// one line tells no more with each further case, and each costs a take.
const alike = new Map();
const likeness = (error) => {
  const text = String(error.message === undefined ? error : error.message).split("\\n")[0].slice(0, 300);
  const message = text.replace(/"(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*'|\\d+(?:\\.\\d+)?/g, "_");
  const frame = String(error.stack || "").split("\\n").find((line) => line.includes(root) && !line.includes("/node_modules/"));
  return message + "\\u0000" + (frame ? frame.trim().replace(/:\\d+\\)?$/, "") : "");
};
const alikeWanted = (error) => {
  // A failure whose error the runner does not say is never taken for another's.
  if (!error) return true;
  const key = likeness(error);
  const seen = alike.get(key) || 0;
  alike.set(key, seen + 1);
  // Two in a row at each doubling (the 11th and 12th, the 21st and 22nd, the 41st and 42nd): a
  // failure after a skipped one costs two takes, the one after it one.
  return seen < ${ALIKE_DENSE} || seen - ${ALIKE_DENSE} * Math.pow(2, Math.floor(Math.log2(seen / ${ALIKE_DENSE}))) < 2;
};
// The last take reset the counts, and no test ran since.
let clean = false;
// Whether the last first attempt failed: failures come in runs, and the take that ends one
// failure's record is the reset the next one's needs, so the test after a failure is taken too.
let lastFailed = false;
// Whether that failure was left out as one of many alike: the next test is then not taken. Its
// take would not be free (the failure took none), and it is most likely one more of them; a
// failure of another kind is recorded at its retry.
let lastThinned = false;
// A failed attempt the runner retries at once (vitest, mocha) waits for its retry: both are the
// same test's calls, so one take records them, not one each. { file, name, key } or null.
let pending = null;
const post = (method, params) => {
  const at = performance.now();
  return new Promise((resolve, reject) => shared.session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))))
    .finally(() => { shared.spent += performance.now() - at; });
};
// Plain syntax: an old jest runs this file through the project's own (old) Babel. Synchronous:
// a session on this thread answers before post returns, and a describe body (describe-coverage.ts)
// must not return a promise.
const startNow = () => {
  if (shared.session) return;
  const at = performance.now();
  shared.session = new inspector.Session();
  shared.session.connect();
  shared.session.post("Profiler.enable");
  shared.session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  shared.spent += performance.now() - at;
};
// Only the project's named functions that ran: the whole isolate's list, per test, would
// cost more to write than the test took.
const projectScripts = (result) => {
  const scripts = [];
  for (const script of result) {
    if (!script.url.includes(root) || script.url.includes("/node_modules/")) continue;
    const functions = script.functions.filter((fn) => fn.functionName && fn.ranges[0] && fn.ranges[0].count > 0);
    if (functions.length > 0) scripts.push({ url: script.url, functions });
  }
  return scripts;
};
${describeTime}
// Without hooks to register (a runner that offers none) the file does nothing, rather than
// break every test file.
const registered = typeof hooks.beforeEach === "function" && typeof hooks.afterEach === "function";
// A rest parameter: jest reads a hook with a declared parameter as one taking a done callback.
// The tests whose failed attempt was recorded: their retries would record the same calls again.
const recordedFailures = new Set();
const keyOf = (context) => {
  const { file, name } = nameOf(context);
  return file + "\\u0000" + name;
};
const record = async (file, name) => {
  const { result } = await post("Profiler.takePreciseCoverage");
  clean = true;
  const at = performance.now();
  // What recording has cost this process so far: the last record of each says it all.
  const cost = { of: shared.id, ms: Math.round(shared.spent + shared.written) };
  appendFileSync(out, JSON.stringify({ file, name, scripts: projectScripts(result), cost }) + "\\n");
  shared.written += performance.now() - at;
};
// A failed attempt whose retry did not come next is recorded as it stands.
const settlePending = async () => {
  if (!pending) return;
  const { file, name } = pending;
  pending = null;
  await record(file, name);
};
if (registered) hooks.beforeEach(async (...context) => {
  if (!out) return;
  const again = isRetry(context[0]);
  if (again && pending && pending.key === keyOf(context[0])) {
    taking = true;
    return;
  }
  await settlePending();
  const affordable = !fromFailure || shared.spent < performance.now() - shared.spent;
  taking = again
    ? !recordedFailures.has(keyOf(context[0]))
    : on && !lastThinned && (contrastWanted(passingSeen) || lastFailed) && affordable;
  if (!taking) {
    clean = false;
    return;
  }
  startNow();
  if (!clean) await post("Profiler.takePreciseCoverage");
});
if (registered) hooks.afterEach(async (...context) => {
  const failed = Boolean(out) && hasFailed(context[0]);
  const again = isRetry(context[0]);
  if (on && !failed && !again) passingSeen++;
  const thinned = failed && !again && fromFailure && !alikeWanted(errorOf(context[0])) && on;
  if (!again) {
    lastFailed = failed;
    lastThinned = thinned;
  }
  if (failed) on = true;
  if (thinned) {
    // Nor is its retry recorded: the failures before it that failed alike speak for it.
    recordedFailures.add(keyOf(context[0]));
    if (taking) clean = false;
    taking = false;
    return;
  }
  if (!taking) return;
  taking = false;
  const { file, name } = nameOf(context[0]);
  if (failed && !again) recordedFailures.add(keyOf(context[0]));
  if (failed && !again && retriesAtOnce(context[0])) {
    pending = { file, name, key: keyOf(context[0]) };
    return;
  }
  pending = null;
  await record(file, name);
});
${COVERAGE_OFF_AFTER_FILE}`;
}
var VITEST_COVERAGE_SETUP = setupBody(
  `import { appendFileSync } from "node:fs";
import inspector from "node:inspector";
import { performance } from "node:perf_hooks";
import { afterAll, afterEach, beforeEach } from "vitest";
const hooks = { afterAll, afterEach, beforeEach };`,
  `(context) => {
  const names = [];
  for (let at = context.task; at && at.type !== "file" && at.name; at = at.suite) names.unshift(at.name);
  return { file: context.task.file.filepath, name: names.join(" > ") };
}`,
  "(context) => (context.task.result?.retryCount ?? 0) > 0",
  '(context) => context.task.result?.state === "fail"',
  "",
  // vitest retries a failed attempt at once, up to its retry count (vitest 4: { count }).
  `(context) => {
  const retry = context.task.retry;
  const count = typeof retry === "number" ? retry : (retry && retry.count) || 0;
  return count > (context.task.result?.retryCount ?? 0);
}`,
  "(context) => (context.task.result?.errors ?? [])[0] ?? null"
);
var JEST_COVERAGE_SETUP = setupBody(
  // An old jest's test environment has no global performance.
  `const { appendFileSync } = require("fs");
const inspector = require("inspector");
const { performance } = require("perf_hooks");
// Globals, or, where the project injects none (injectGlobals: false), jest's own module for them.
const hooks = typeof beforeEach === "function" ? { afterAll, afterEach, beforeEach, expect } : jestGlobals();
${JEST_SETUP_HELPERS}`,
  `() => {
  const state = hooks.expect.getState();
  return { file: state.testPath, name: state.currentTestName };
}`,
  // jest-circus keeps its state under a symbol of its own; jest 22's jasmine retries nothing.
  `() => {
  const test = circusTest();
  return Boolean(test && test.invocations > 1);
}`,
  `() => {
  const test = circusTest();
  return Boolean(test && test.errors && test.errors.length > 0);
}`,
  jestDescribeTime("() => hooks.expect.getState().testPath"),
  // jest 29.7 and later retry a failed attempt at once when fix-loop's retryTimes asks them to
  // (retryImmediately), while the test has retries left; before, after the block's last test.
  `() => {
  const test = circusTest();
  if (!test || !globalThis[Symbol.for("RETRY_IMMEDIATELY")]) return false;
  return test.invocations <= (Number.parseInt(globalThis[Symbol.for("RETRY_TIMES")], 10) || 0);
}`,
  // jest-circus keeps an error with the stack of the test's call: [error, asyncError].
  `() => {
  const test = circusTest();
  const error = test && test.errors && test.errors[0];
  return (Array.isArray(error) ? error[0] : error) || null;
}`
);
function jestAddSetupFile(setup) {
  return `const config = test?.context?.config;
    if (!config) return;
    const setup = ${setup};
    if (Array.isArray(config.setupFilesAfterEnv)) {
      if (!config.setupFilesAfterEnv.includes(setup))
        try { config.setupFilesAfterEnv.push(setup); } catch {
          test.context = { ...test.context, config: { ...config, setupFilesAfterEnv: [...config.setupFilesAfterEnv, setup] } };
        }
    } else if (!config.setupTestFrameworkScriptFile) {
      test.context = { ...test.context, config: { ...config, setupTestFrameworkScriptFile: setup } };
    }`;
}
function vitestAddSetupFile(setup, options = { leaveOwnCoverage: true }) {
  const leave = `const own = vitest.config?.coverage;
    if (own?.enabled && (own.provider ?? "v8") === "v8") return;
    `;
  return `${options.leaveOwnCoverage ? leave : ""}for (const project of vitest.projects ?? []) {
      if (project.config.browser?.enabled) continue;
      project.config.setupFiles = [...(project.config.setupFiles ?? []), ${setup}];
    }`;
}
function jestLeaveOwnCoverage(globalConfig) {
  return `if (${globalConfig}?.collectCoverage && ${globalConfig}.coverageProvider === "v8")
      delete process.env.FIX_LOOP_COVERAGE_OUT;`;
}

// src/junit/reporter-list.ts
var isJunit = (value) => /junit/i.test(value);
function withoutJunitReporter(command, list) {
  const parts = splitShell(command);
  if (!parts) return null;
  const words2 = parts.map((part) => "word" in part ? unquote(part.word) : null);
  const segment = runnerSegment(words2, list.start);
  if (!segment) return null;
  const dropped = /* @__PURE__ */ new Set();
  let reporters = 0;
  for (let i = segment.first; i < segment.start; i++) {
    if (list.junitEnv.test(words2[i] ?? "")) dropped.add(i);
  }
  for (let i = segment.start; i < segment.end; i++) {
    const word = words2[i] ?? "";
    const [name, inline] = splitOption(word);
    const reporter = list.options.includes(name);
    if (reporter || list.junitOnly.includes(name)) {
      const values = inline === null ? valuesAfter(words2, i, segment.end) : [i];
      const junit = values.filter((at) => {
        const value = at === i ? inline ?? "" : words2[at] ?? "";
        return list.junitOnly.includes(name) || isJunit(value);
      });
      for (const at of junit) dropped.add(at);
      const left = values.length - junit.length;
      if (reporter) reporters += left;
      if (left === 0) dropped.add(i);
      i = values.at(-1) ?? i;
    }
  }
  let last = segment.end - 1;
  while (dropped.has(last)) last--;
  const out = [];
  for (const [index, part] of parts.entries()) {
    if (!dropped.has(index)) out.push(part);
    if (index === last && reporters === 0) out.push({ word: list.fallback });
  }
  return joinShell(out);
}
function splitOption(word) {
  const equals = word.indexOf("=");
  return equals === -1 ? [word, null] : [word.slice(0, equals), word.slice(equals + 1)];
}
function valuesAfter(words2, at, end) {
  const values = [];
  for (let i = at + 1; i < end; i++) {
    const word = words2[i];
    if (word === null || word === void 0 || word.startsWith("-")) break;
    values.push(i);
  }
  return values;
}
function runnerSegment(words2, start2) {
  let first = 0;
  for (let i = 0; i <= words2.length; i++) {
    if (i < words2.length && words2[i] !== null) continue;
    const plain = words2.slice(first, i);
    const at = start2(plain);
    if (at !== null) return { first, start: first + at, end: i };
    first = i + 1;
  }
  return null;
}

// src/triage/spectrum/one-run-hooks.ts
import path19 from "node:path";

// src/junit/mocha-coverage-hooks.ts
var MOCHA_COVERAGE_HOOKS = `${setupBody(
  `const { appendFileSync } = require("fs");
const inspector = require("inspector");
const { performance } = require("perf_hooks");
// setupBody registers its hooks as a runner's globals take them; mocha takes them as an export.
const each = { beforeEach: [], afterEach: [], afterAll: [] };
const hooks = { beforeEach: (fn) => each.beforeEach.push(fn), afterEach: (fn) => each.afterEach.push(fn), afterAll: (fn) => each.afterAll.push(fn) };`,
  // A test defined outside a spec file (--file, a root-level test of a required file) has none.
  // Plain syntax: mocha 8 runs on Node 10.
  '(context) => ({ file: (context.currentTest && context.currentTest.file) || "", name: context.currentTest ? context.currentTest.fullTitle() : "" })',
  "(context) => Boolean(context.currentTest) && context.currentTest.currentRetry() > 0",
  '(context) => Boolean(context.currentTest) && context.currentTest.state !== "passed" && context.currentTest.state !== "pending"',
  "",
  // mocha runs the retry of a failed attempt next, after this hook, while retries are left.
  "(context) => Boolean(context.currentTest) && context.currentTest.state === undefined && context.currentTest.currentRetry() < context.currentTest.retries()",
  // A failed attempt mocha retries keeps no err: the retries' file (mocha-retry-hooks.ts) keeps it.
  '(context) => (context.currentTest && (context.currentTest.err || context.currentTest[Symbol.for("fix-loop.attempt-error")])) || null'
)}
// One setup serves every file of the run (or of a --parallel worker): a test of another file
// than the last one's ends that file, as a setup file's afterAll does in jest and vitest.
let fileNow = null;
exports.mochaHooks = {
  async beforeEach() {
    const file = (this.currentTest && this.currentTest.file) || "";
    if (fileNow !== null && file !== fileNow) await fileEnded();
    fileNow = file;
    for (const hook of each.beforeEach) await hook(this);
  },
  async afterEach() { for (const hook of each.afterEach) await hook(this); },
  async afterAll() { for (const hook of each.afterAll) await hook(this); },
};
// mocha before 8 loads no root hook plugin (its Mocha has no rootHooks()): the same hooks go on
// the root suite as its run starts. Its Mocha is loaded before the --require'd files are.
const mochaFile = require("path").join("mocha", "lib", "mocha.js");
const loadedMocha = Object.keys(require.cache).find((file) => file.endsWith(mochaFile));
const Mocha = loadedMocha && require.cache[loadedMocha].exports;
if (Mocha && Mocha.prototype && typeof Mocha.prototype.rootHooks !== "function" && !Mocha.prototype.fixLoopCoverage) {
  Mocha.prototype.fixLoopCoverage = true;
  const run = Mocha.prototype.run;
  Mocha.prototype.run = function () {
    this.suite.beforeEach(exports.mochaHooks.beforeEach);
    this.suite.afterEach(exports.mochaHooks.afterEach);
    this.suite.afterAll(exports.mochaHooks.afterAll);
    return run.apply(this, arguments);
  };
}
`;

// src/triage/spectrum/one-run-hooks.ts
var VITEST_HOOKS = {
  files: {
    "coverage-reporter.mjs": `import path from "node:path";
import { fileURLToPath } from "node:url";
const setup = path.join(path.dirname(fileURLToPath(import.meta.url)), "coverage-setup.mjs");
export default class FixLoopCoverage {
  onInit(vitest) {
    ${vitestAddSetupFile("setup", { leaveOwnCoverage: false })}
  }
}
`,
    "coverage-setup.mjs": VITEST_COVERAGE_SETUP
  },
  args: (folder) => quoteShell(`--reporter=${path19.join(folder, "coverage-reporter.mjs")}`),
  recordsCollection: false
};
var JEST_HOOKS = {
  files: {
    "coverage-reporter.js": `const path = require("node:path");
module.exports = class FixLoopCoverage {
  onTestStart(test) {
    ${jestAddSetupFile(`path.join(__dirname, "coverage-setup.js")`)}
  }
};
`,
    "coverage-setup.js": JEST_COVERAGE_SETUP
  },
  args: (folder) => quoteShell(`--reporters=${path19.join(folder, "coverage-reporter.js")}`),
  recordsCollection: true
};
var MOCHA_LOADS = {
  files: { "fix-loop-mocha-coverage.cjs": MOCHA_COVERAGE_HOOKS },
  words: (folder) => [`--require=${path19.join(folder, "fix-loop-mocha-coverage.cjs")}`]
};
var MOCHA_HOOKS = {
  files: MOCHA_LOADS.files,
  args: (folder) => MOCHA_LOADS.words(folder).map(quoteShell).join(" "),
  recordsCollection: false
};

// src/triage/spectrum/node-coverage.ts
import { mkdtemp as mkdtemp4 } from "node:fs/promises";
import { tmpdir as tmpdir3 } from "node:os";
import path21 from "node:path";

// src/triage/spectrum/v8-coverage.ts
import { readdir as readdir6 } from "node:fs/promises";
import path20 from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";

// src/triage/spectrum/coverage-runner.ts
function splitFunctionId(id) {
  const colon = id.lastIndexOf(":");
  return { file: id.slice(0, colon), function: id.slice(colon + 1) };
}
var HELPER = "/";
function helperUnit(outer, helper) {
  return `${outer}${HELPER}${helper}`;
}
function isHelperUnit(id) {
  return splitFunctionId(id).function.includes(HELPER);
}
function helperOwner(fn) {
  const at = fn.indexOf(HELPER);
  return at === -1 ? fn : fn.slice(0, at);
}

// src/triage/spectrum/v8-coverage.ts
async function calledFunctions(coverageDir, root) {
  const called = /* @__PURE__ */ new Set();
  const files = await readdir6(coverageDir).catch(() => []);
  for (const file of files.filter((name) => name.endsWith(".json"))) {
    const text = await readRunOutput(path20.join(coverageDir, file), COVERAGE_MOST_BYTES);
    let scripts = [];
    try {
      scripts = JSON.parse(text).result ?? [];
    } catch {
      continue;
    }
    for (const id of unitsRun(scripts, root)) called.add(id);
  }
  return called;
}
function unitsRun(scripts, root) {
  const ran = [];
  for (const script of scripts) {
    const relative2 = relativeUnder(script.url, root);
    if (!relative2) continue;
    for (const fn of script.functions) {
      if (fn.functionName !== "" && (fn.ranges[0]?.count ?? 0) > 0) {
        const outer = enclosingName(fn, script.functions);
        ran.push(`${relative2}:${outer}`);
        if (outer !== fn.functionName)
          ran.push(`${relative2}:${helperUnit(outer, fn.functionName)}`);
      }
    }
  }
  return ran;
}
var LOCAL_NAME = /^[A-Za-z_$][\w$]*$/;
var NOT_ENCLOSING = /* @__PURE__ */ new Set(["", "Object.<anonymous>", "_default", "default"]);
function enclosingName(fn, functions) {
  const own = fn.ranges[0];
  if (!own || !LOCAL_NAME.test(fn.functionName)) return fn.functionName;
  let best = null;
  for (const other of functions) {
    const range = other.ranges[0];
    if (!range || other === fn || NOT_ENCLOSING.has(other.functionName) || isSynthetic(other))
      continue;
    const holds = range.startOffset <= own.startOffset && own.endOffset <= range.endOffset;
    const size = range.endOffset - range.startOffset;
    if (holds && size > own.endOffset - own.startOffset && (!best || size < best.size)) {
      best = { name: other.functionName, size };
    }
  }
  return best?.name ?? fn.functionName;
}
function isSynthetic(fn) {
  return fn.functionName.startsWith("<");
}
function relativeUnder(url, root) {
  let file = url;
  if (url.startsWith("file://")) file = fileURLToPath2(url);
  if (!path20.isAbsolute(file)) return null;
  const relative2 = path20.relative(root, file);
  if (relative2.startsWith("..") || path20.isAbsolute(relative2)) return null;
  return relative2.split(path20.sep).join("/");
}

// src/triage/spectrum/node-coverage.ts
function nodeCoverageRunner(options) {
  return {
    async run(tests, signal) {
      const found = /* @__PURE__ */ new Map();
      const root = await mkdtemp4(path21.join(tmpdir3(), "fix-loop-v8cov-"));
      shareFolder(root, options.runAs);
      try {
        for (const [index, test] of tests.entries()) {
          if (signal?.aborted) break;
          const dir = path21.join(root, String(index));
          const command = options.commandFor([test]);
          if (!command) continue;
          const extra = options.extraArgs ? ` ${options.extraArgs}` : "";
          const outcome = await runProcess(`${command}${extra}`, {
            cwd: options.cwd,
            env: { ...options.env, ...hookVariables(options.env, { NODE_V8_COVERAGE: dir }) },
            runAs: options.runAs,
            signal
          });
          if (outcome.aborted || outcome.spawnError) continue;
          found.set(test.id, await calledFunctions(dir, options.cwd));
        }
        return found;
      } finally {
        await removeSharedFolder(root);
      }
    }
  };
}

// src/triage/spectrum/one-run-coverage.ts
import { mkdtemp as mkdtemp5 } from "node:fs/promises";
import { tmpdir as tmpdir5 } from "node:os";
import path23 from "node:path";

// src/junit/comparable-name.ts
function comparableName(name) {
  return name.replace(/\\[\\#]/g, (escaped) => escaped.slice(1)).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "").replace(/\s+/g, " ").trim();
}

// src/junit/hook-folder.ts
import { createHash } from "node:crypto";
import {
  chmodSync as chmodSync2,
  lstatSync as lstatSync2,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync
} from "node:fs";
import { tmpdir as tmpdir4 } from "node:os";
import path22 from "node:path";
function hookFolder(files) {
  const entries = Object.entries({ ...files, "package.json": HOOKS_PACKAGE }).sort(
    ([a], [b]) => a < b ? -1 : a > b ? 1 : 0
  );
  const hash = createHash("sha256").update(JSON.stringify(entries)).digest("hex").slice(0, 16);
  const uid = process.getuid?.() ?? 0;
  const folder = `${hookFolderStart()}${uid}-${hash}`;
  if (holdsExactly(folder, entries, uid)) return folder;
  const fresh = writeFresh(entries);
  try {
    renameSync(fresh, folder);
    return folder;
  } catch {
    if (holdsExactly(folder, entries, uid)) {
      rmSync(fresh, { recursive: true, force: true });
      return folder;
    }
    return fresh;
  }
}
function hookFolderStart() {
  return path22.join(tmpdir4(), "fix-loop-hooks-");
}
var HOOKS_PACKAGE = '{ "type": "commonjs" }\n';
function writeFresh(entries) {
  const fresh = mkdtempSync(hookFolderStart());
  for (const [name, text] of entries) writeFileSync(path22.join(fresh, name), text, { mode: 420 });
  chmodSync2(fresh, 493);
  return fresh;
}
function holdsExactly(folder, entries, uid) {
  if (!isOursAlone(folder, uid, true)) return false;
  return entries.every(([name, text]) => {
    const file = path22.join(folder, name);
    if (!isOursAlone(file, uid, false)) return false;
    return readFileSync(file, "utf8") === text;
  });
}
function isOursAlone(file, uid, directory) {
  const stat6 = lstatSync2(file, { throwIfNoEntry: false });
  if (!stat6 || stat6.isSymbolicLink() || stat6.isDirectory() !== directory) return false;
  return stat6.uid === uid && (stat6.mode & 18) === 0;
}

// src/triage/spectrum/one-run-coverage.ts
function oneRunCoverage(hooks, options) {
  return {
    recordsCollection: () => hooks.recordsCollection,
    async run(tests, signal) {
      const command = options.commandFor(tests);
      if (!command) return options.fallback.run(tests, signal);
      const folder = await mkdtemp5(path23.join(tmpdir5(), "fix-loop-one-run-coverage-"));
      shareFolder(folder, options.runAs);
      try {
        const out = path23.join(folder, "coverage.jsonl");
        const outcome = await runProcess(`${command} ${hooks.args(hookFolder(hooks.files))}`, {
          cwd: options.cwd,
          env: {
            ...options.env,
            FIX_LOOP_COVERAGE_OUT: out,
            FIX_LOOP_COVERAGE_SEGMENTS: "declarations"
          },
          runAs: options.runAs,
          signal
        });
        if (outcome.aborted || outcome.timedOut || outcome.spawnError) return /* @__PURE__ */ new Map();
        const records = await readRecords(out);
        if (records.length === 0) return options.fallback.run(tests, signal);
        return attribute(tests, records, options.cwd);
      } finally {
        await removeSharedFolder(folder);
      }
    }
  };
}
function recordingCostMs(records) {
  const byProcess = /* @__PURE__ */ new Map();
  for (const { cost } of records)
    if (cost) byProcess.set(cost.of, Math.max(byProcess.get(cost.of) ?? 0, cost.ms));
  return [...byProcess.values()].reduce((sum, ms) => sum + ms, 0);
}
async function readRecords(file) {
  const text = await readRunOutput(file, COVERAGE_MOST_BYTES);
  const records = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    try {
      records.push(JSON.parse(line));
    } catch {
    }
  }
  return records;
}
function attribute(tests, records, root, recordNames) {
  const byKey = /* @__PURE__ */ new Map();
  const byName = /* @__PURE__ */ new Map();
  const segments = [];
  for (const record2 of records) {
    const file = path23.relative(root, record2.file).split(path23.sep).join("/");
    if (record2.describe) {
      for (const segment of record2.segments ?? [])
        segments.push({
          file,
          block: comparableName(record2.name),
          tests: record2.tests ? new Set(record2.tests.slice(segment.after).map(comparableName)) : null,
          functions: unitsRun(segment.scripts, root)
        });
      continue;
    }
    const name = comparableName(record2.name);
    const key2 = `${file}\0${name}`;
    const functions = byKey.get(key2) ?? /* @__PURE__ */ new Set();
    for (const id of unitsRun(record2.scripts ?? [], root)) functions.add(id);
    if (!byKey.has(key2)) byName.set(name, [...byName.get(name) ?? [], functions]);
    byKey.set(key2, functions);
  }
  const found = /* @__PURE__ */ new Map();
  for (const test of tests) {
    const names = [
      test.id.startsWith(`${test.file} > `) ? test.id.slice(test.file.length + 3) : test.id,
      test.title
    ].map(comparableName);
    const inFile = recordNames?.(test) ?? [];
    for (const name of [...names, ...inFile.map(comparableName)]) {
      const unique = names.includes(name) ? byName.get(name) : void 0;
      const functions = byKey.get(`${test.file}\0${name}`) ?? (unique?.length === 1 ? unique[0] : void 0);
      if (functions) {
        found.set(test.id, withCollection(functions, segments, test.file, name));
        break;
      }
    }
  }
  return found;
}
function withCollection(functions, segments, file, name) {
  const mine = segments.filter(
    (segment) => (segment.file === file || file === "") && (segment.tests ? segment.tests.has(name) : name.startsWith(`${segment.block} `))
  );
  return mine.length === 0 ? functions : /* @__PURE__ */ new Set([...functions, ...mine.flatMap((segment) => segment.functions)]);
}

// src/triage/spectrum/runner-coverage-tap.ts
import { mkdtemp as mkdtemp6 } from "node:fs/promises";
import { tmpdir as tmpdir6 } from "node:os";
import path24 from "node:path";
async function runnerCoverageTap(options) {
  const dir = await mkdtemp6(path24.join(tmpdir6(), "fix-loop-runner-coverage-"));
  shareFolder(dir, options.runAs);
  const out = path24.join(dir, "coverage.jsonl");
  let costMs = 0;
  return {
    env: {
      FIX_LOOP_COVERAGE_OUT: out,
      FIX_LOOP_COVERAGE_FROM: options.from,
      ...options.limit === void 0 ? {} : { FIX_LOOP_COVERAGE_LIMIT: String(options.limit) }
    },
    read: async (tests, recordNames) => {
      const records = await readRecords(out);
      costMs = recordingCostMs(records);
      return attribute(tests, records, options.cwd, recordNames);
    },
    costMs: () => costMs,
    close: () => removeSharedFolder(dir)
  };
}

// src/runners/in-run-coverage.ts
var FIRST_RUN_CONTRAST = 20;
function inRunCoverage(hooks, fallbackArgs, loads) {
  return {
    runner: (options) => oneRunCoverage(hooks, {
      ...options,
      fallback: nodeCoverageRunner({ ...options, extraArgs: fallbackArgs })
    }),
    onRetry: (context) => runnerCoverageTap({ ...context, from: "start" }),
    onFirstRun: async (context, retries) => retries < 1 ? null : runnerCoverageTap({ ...context, from: "failure", limit: FIRST_RUN_CONTRAST }),
    ...loads ? { hooks: loads } : {},
    timeLimit: "tiers",
    oneRun: true
  };
}

// src/runners/jest-full-name.ts
import path25 from "node:path";

// src/files/read-text-if-any.ts
import { readFileSync as readFileSync2 } from "node:fs";
function readTextIfAny(file) {
  try {
    return readFileSync2(file, "utf8");
  } catch {
    return null;
  }
}

// src/runners/jest-full-name.ts
var OWN_NAMING = /titleTemplate|classNameTemplate|ancestorSeparator|JEST_JUNIT_(?:TITLE|CLASSNAME|ANCESTOR_SEPARATOR)\b/;
function jestFullNameOfId(id, command, cwd, configs) {
  if (id.includes(" > ") || OWN_NAMING.test(command)) return null;
  const named = configs.some((name) => OWN_NAMING.test(readTextIfAny(path25.join(cwd, name)) ?? ""));
  return named ? null : id;
}

// src/runners/running-note.ts
function runningNote(key2 = "process.pid") {
  return `const [noteRunning, noteRunningDone] = (function () {
  const fs = require("fs");
  const prefix = process.env.FIX_LOOP_RUNNING;
  let fd = null;
  const note = function (name) {
    if (!prefix || fd === -1) return;
    try {
      if (fd === null) fd = fs.openSync(prefix + "." + (${key2}), "w", 0o600);
      fs.ftruncateSync(fd, 0);
      if (name) fs.writeSync(fd, name + "\\n" + Date.now(), 0);
    } catch (error) {
      fd = -1;
    }
  };
  const done = function () {
    if (fd === null || fd === -1) return;
    try { fs.closeSync(fd); } catch (error) {}
    fd = null;
  };
  return [note, done];
})();`;
}

// src/runners/jest-retry-hooks.ts
var JEST_REPORTER = `const path = require("node:path");
const { readFileSync, writeFileSync } = require("node:fs");
const errorOf = (text) => ({ message: String(text).split("\\n")[0], stack: String(text) });
// The setup file's failed attempts, by file and name, in the order they ran.
function failedAttempts() {
  const byTest = new Map();
  let text = "";
  try { text = readFileSync(process.env.FIX_LOOP_RUNNER_ATTEMPTS + ".failed", "utf8"); } catch {}
  for (const line of text.split("\\n")) {
    if (!line) continue;
    try {
      const attempt = JSON.parse(line);
      const key = attempt.file + "\\u0000" + attempt.name;
      byTest.set(key, [...(byTest.get(key) || []), attempt.error]);
    } catch {}
  }
  return byTest;
}
module.exports = class FixLoopRetries {
  constructor(globalConfig) {
    this.tests = [];
    ${jestLeaveOwnCoverage("globalConfig")}
  }
  onTestStart(test) {
    ${jestAddSetupFile(`path.join(__dirname, "fix-loop-retry-setup.cjs")`)}
  }
  onTestResult(test, result) {
    for (const each of result.testResults ?? [])
      this.tests.push({ file: result.testFilePath, name: each.fullName, state: each.status,
        retryCount: Math.max(0, (each.invocations ?? 1) - 1), errors: (each.retryReasons ?? []).map(errorOf) });
  }
  onRunComplete() {
    if (!process.env.FIX_LOOP_RUNNER_ATTEMPTS) return;
    const failed = failedAttempts();
    for (const test of this.tests) {
      if (test.errors.length > 0 || test.retryCount < 1) continue;
      const errors = failed.get(test.file + "\\u0000" + test.name) || [];
      // Two tests of one name: the attempts of the one that retried are the first ones.
      test.errors = errors.splice(0, test.retryCount);
    }
    writeFileSync(process.env.FIX_LOOP_RUNNER_ATTEMPTS, JSON.stringify({ tests: this.tests }));
  }
};
`;
var JEST_SETUP = `const { appendFileSync } = require("fs");
const path = require("path");
// Globals, or, where the project injects none (injectGlobals: false), jest's own module for them.
const globals = typeof afterEach === "function"
  ? { jest: typeof jest !== "undefined" ? jest : jestGlobals().jest, afterAll, afterEach, beforeEach, expect }
  : jestGlobals();
${JEST_SETUP_HELPERS}
${runningNote()}
// The test in progress, for a run killed at its timeout (a loop that never ends).
if (process.env.FIX_LOOP_RUNNING && typeof globals.beforeEach === "function" && typeof globals.afterEach === "function") {
  globals.beforeEach((...context) => {
    try {
      const state = globals.expect.getState();
      noteRunning(path.relative(process.cwd(), String(state.testPath)) + " > " + state.currentTestName);
    } catch (error) {}
  });
  globals.afterEach((...context) => noteRunning(""));
  // The file is loaded again for each test file a worker runs: each closes what it opened.
  if (typeof globals.afterAll === "function") globals.afterAll((...context) => noteRunningDone());
}
const retrying = globals.jest && typeof globals.jest.retryTimes === "function" && process.env.FIX_LOOP_RETRY_TIMES;
if (retrying) globals.jest.retryTimes(Number(process.env.FIX_LOOP_RETRY_TIMES), { retryImmediately: true });
// A rest parameter: jest reads a hook with a declared parameter as one taking a done callback.
if (retrying && process.env.FIX_LOOP_RUNNER_ATTEMPTS && typeof globals.afterEach === "function") globals.afterEach((...context) => {
  const test = circusTest();
  if (!test || !test.errors || test.errors.length === 0) return;
  const state = globals.expect.getState();
  // jest-circus keeps an error with the stack of the test's call: [error, asyncError].
  const thrown = Array.isArray(test.errors[0]) ? test.errors[0][0] : test.errors[0];
  const message = String(thrown && thrown.message !== undefined ? thrown.message : thrown);
  const stack = String((thrown && thrown.stack) || message);
  appendFileSync(process.env.FIX_LOOP_RUNNER_ATTEMPTS + ".failed",
    JSON.stringify({ file: state.testPath, name: state.currentTestName, error: { message, stack } }) + "\\n");
});
if (process.env.FIX_LOOP_COVERAGE_OUT) require("./fix-loop-coverage-setup.cjs");
`;

// src/runners/jest-value-options.ts
var JEST_VALUE_OPTIONS = [
  "-c",
  "--config",
  "--cacheDirectory",
  "--changedSince",
  "--collectCoverageFrom",
  "--coverageDirectory",
  "--coverageProvider",
  "--coverageThreshold",
  "--env",
  "--testEnvironment",
  "--testEnvironmentOptions",
  "--filter",
  "--globalSetup",
  "--globalTeardown",
  "--globals",
  "--haste",
  "--maxConcurrency",
  "--maxWorkers",
  "-w",
  "--moduleNameMapper",
  "--notifyMode",
  "--openHandlesTimeout",
  "--outputFile",
  "--preset",
  "--prettierPath",
  "--reporters",
  "--resolver",
  "--rootDir",
  "--runner",
  "--seed",
  "--selectProjects",
  "--shard",
  "--testFailureExitCode",
  "--testResultsProcessor",
  "--testRunner",
  "--testSequencer",
  "--testTimeout",
  "--transform",
  "--workerIdleMemoryLimit"
];

// src/runners/js-test-paths.ts
var JS_TEST_PATHS = [
  "**/*.test.*",
  "**/*.spec.*",
  "**/__tests__/**",
  "test/**",
  "tests/**"
];
var JS_TEST_FILES = [
  "**/*.{test,spec}.{js,jsx,ts,tsx,mjs,cjs,mts,cts}"
];

// src/runners/script-arguments.ts
var ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
function scriptArguments(script, commandLine, dropped) {
  const none = { env: [], args: [] };
  for (const written of simpleCommands(script) ?? []) {
    const plain = written.map(unquote);
    const start2 = commandLine.start(plain);
    if (start2 === null) continue;
    const env = written.slice(0, start2).filter((_, i) => ASSIGNMENT.test(plain[i] ?? ""));
    const args = [];
    for (let i = start2; i < written.length; i++) {
      const value = plain[i] ?? "";
      const option2 = value.startsWith("-") ? value.split("=")[0] ?? value : null;
      const takesNext = option2 !== null && !value.includes("=") && commandLine.valueOptions.has(option2);
      if (option2 !== null && dropped.has(option2)) {
        if (takesNext) i++;
        else if (!value.includes("=") && commandLine.listOptions.has(option2))
          while (i + 1 < written.length && !(plain[i + 1] ?? "").startsWith("-")) i++;
        continue;
      }
      args.push(written[i] ?? "");
      if (takesNext && i + 1 < written.length) args.push(written[++i] ?? "");
    }
    return { env, args };
  }
  return none;
}
var LAUNCHERS = /* @__PURE__ */ new Set([
  "npx",
  "pnpm",
  "pnpx",
  "yarn",
  "bunx",
  "exec",
  "dlx",
  "run",
  "cross-env"
]);
function scriptWrapper(script, commandLine) {
  for (const written of simpleCommands(script) ?? []) {
    const plain = written.map(unquote);
    const start2 = commandLine.start(plain);
    if (start2 === null) continue;
    let program = 0;
    while (program < start2 && commandLine.start(plain.slice(program + 1)) !== null) program++;
    const before = written.slice(0, program).filter((_, i) => !ASSIGNMENT.test(plain[i] ?? ""));
    const wrapper = before.filter((word) => !LAUNCHERS.has(unquote(word)));
    return wrapper.length > 0 ? before.join(" ") : null;
  }
  return null;
}
function words(...parts) {
  return parts.flat().filter((part) => part !== "").join(" ");
}

// src/runners/shard-parts.ts
import path26 from "node:path";

// src/runners/json-array-output.ts
function jsonArrayIn(stdout) {
  const whole = parsedArray(stdout.slice(stdout.indexOf("[")));
  if (whole) return whole;
  const lines = stdout.split("\n");
  const open3 = lines.findIndex((line) => line.startsWith("["));
  const close = lines.findLastIndex((line) => line.startsWith("]"));
  return open3 >= 0 && close > open3 ? parsedArray(lines.slice(open3, close + 1).join("\n")) : null;
}
function parsedArray(text) {
  try {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

// src/runners/shard-parts.ts
function shardOptionAfter(after) {
  return (command, leg) => insertAfter(command, after, `--shard=${leg.index}/${leg.total}`);
}
function fileUnit(test) {
  if (test.file === "") return null;
  return path26.posix.normalize(test.file.split(path26.sep).join("/")).replace(/^\.\//, "");
}
var listedFiles = (listed) => [...new Set(listed.runnerIds)];
function readFileList(stdout, cwd) {
  const entries = jsonArrayIn(stdout);
  if (!entries) return null;
  const files = [];
  for (const entry of entries) {
    const file = typeof entry === "string" ? entry : entry?.file;
    if (typeof file !== "string") return null;
    files.push(path26.relative(cwd, path26.resolve(cwd, file)).split(path26.sep).join("/"));
  }
  return { ids: /* @__PURE__ */ new Set(), runnerIds: [...new Set(files)].sort() };
}
function fileLister(command, keeps, program) {
  return { command, keeps, program, read: { output: readFileList }, okCodes: [0] };
}

// src/runners/jest.ts
function withTestFiles(env) {
  if (env.JEST_JUNIT_ADD_FILE_ATTRIBUTE !== void 0) return env;
  return { ...env, JEST_JUNIT_ADD_FILE_ATTRIBUTE: "true" };
}
var NOT_KEPT_IN_LISTING = /* @__PURE__ */ new Set([
  "-t",
  "--testNamePattern",
  "--coverage",
  "--collectCoverage",
  "--collect-coverage",
  "--json",
  "--outputFile",
  "--watch",
  "--watchAll",
  "-u",
  "--updateSnapshot",
  "--listTests",
  "--showConfig"
]);
function fullNameCandidates(test) {
  const fileLike = test.classname === test.file || /\.[cm]?[jt]sx?$/.test(test.classname);
  const forms = test.name === test.classname || fileLike || test.classname.trim() === "" ? [test.name] : [test.name, test.classname, `${test.classname} ${test.name}`];
  return forms.map((name) => fullName({ ...test, name }));
}
var JEST_CONFIGS = [
  "package.json",
  "jest.config.js",
  "jest.config.cjs",
  "jest.config.mjs",
  "jest.config.ts",
  "jest.config.json"
];
var JEST_COVERAGE = {
  configs: JEST_CONFIGS,
  on: /["']?collectCoverage["']?\s*:\s*true\b/,
  off: "--coverage=false"
};
var JEST_WRAPPERS = [{ program: "kcd-scripts", subcommand: "test", noWatch: "--no-watch" }];
function jestStart(words2) {
  const direct = afterProgram(words2, "jest");
  if (direct !== null) return direct;
  for (const wrapper of JEST_WRAPPERS) {
    const after = afterProgram(words2, wrapper.program, wrapper.subcommand);
    if (after !== null) return after;
  }
  return null;
}
function wrapperIn(script) {
  const written = script.split(/\s+/);
  if (afterProgram(written, "jest") !== null) return null;
  return JEST_WRAPPERS.find(
    (wrapper) => afterProgram(written, wrapper.program, wrapper.subcommand) !== null
  ) ?? null;
}
var jest = {
  name: "jest",
  fullNameOfId: (id, command, cwd) => jestFullNameOfId(id, command, cwd, JEST_CONFIGS),
  wroteReport: (head) => /<testsuites\s[^>]*name="jest tests"/.test(head),
  commandLine: {
    forceExit: "--forceExit",
    start: jestStart,
    valueOptions: set(...JEST_VALUE_OPTIONS),
    listOptions: set(
      "--reporters",
      "--coverageReporters",
      "--collectCoverageOnlyFrom",
      "--coveragePathIgnorePatterns",
      "--modulePathIgnorePatterns",
      "--moduleDirectories",
      "--moduleFileExtensions",
      "--modulePaths",
      "--projects",
      "--roots",
      "--selectProjects",
      "--ignoreProjects",
      "--setupFiles",
      "--setupFilesAfterEnv",
      "--snapshotSerializers",
      "--testMatch",
      "--testPathIgnorePatterns",
      "--testPathPattern",
      "--testPathPatterns",
      "--transformIgnorePatterns",
      "--unmockedModulePathPatterns",
      "--watchPathIgnorePatterns"
    ),
    replacedOptions: set("-t", "--testNamePattern", "--shard"),
    coverageSwitches: set("--coverage", "--collectCoverage", "--collect-coverage"),
    replacesPaths: true,
    runnerId: () => null,
    select(tests) {
      const options = ["-t", anchoredAlternatives(tests.flatMap(fullNameCandidates))];
      return { options, paths: testFilesOf(tests) };
    }
  },
  listing: {
    // `(?!)` matches no name, not even an empty one: every test is skipped, and so is every
    // beforeAll and afterAll of a block with no test to run. The report goes where fix-loop
    // reads it: jest-junit's variables take precedence over its other settings (the file over
    // the folder and name, which older versions read).
    command: (program, scope, report2) => [
      ...beforeRunner(program, [
        quoteShell(`JEST_JUNIT_OUTPUT_FILE=${report2}`),
        quoteShell(`JEST_JUNIT_OUTPUT_DIR=${path27.dirname(report2)}`),
        quoteShell(`JEST_JUNIT_OUTPUT_NAME=${path27.basename(report2)}`)
      ]),
      ...scope,
      "-t",
      quoteShell("(?!)"),
      "--coverage=false"
    ],
    takesFiles: true,
    keeps: (option2) => !NOT_KEPT_IN_LISTING.has(option2),
    read: {
      env: withTestFiles,
      // jest's name filter reads the full name, which jest-junit's default name is (its
      // classname too); a name of other settings ("{title}") would select nothing.
      selectable: (ref) => ref.name === ref.classname
    },
    okCodes: [0]
  },
  report: {
    env: withTestFiles,
    withoutReport: (command) => withoutJunitReporter(command, {
      start: jestStart,
      options: ["--reporters"],
      junitOnly: [],
      junitEnv: /^JEST_JUNIT_\w+=/,
      fallback: "--reporters=default"
    })
  },
  retry: {
    reporters: "--reporters",
    retryOption: null,
    files: {
      "fix-loop-retries.cjs": JEST_REPORTER,
      "fix-loop-retry-setup.cjs": JEST_SETUP,
      "fix-loop-coverage-setup.cjs": JEST_COVERAGE_SETUP
    },
    args: (folder) => [`--reporters=${path27.join(folder, "fix-loop-retries.cjs")}`],
    // Our reporter writes jest's full name; jest-junit's title template may say less or more.
    recordNames: fullNameCandidates
  },
  coverage: inRunCoverage(JEST_HOOKS, "--runInBand"),
  init: {
    language: "node",
    inScript: (script) => jestStart(script.split(/\s+/)) !== null,
    dependency: "jest",
    // Options that take a list (--reporters) never come last: fix-loop re-runs chosen tests by
    // appending their files and a name filter, and `--reporters=jest-junit a.test.js` would read
    // the file as one more reporter. The script's own arguments follow `--ci`.
    tier({ has, script, report: report2 }) {
      const own = scriptArguments(script, jest.commandLine, DROPPED);
      const wrapper = wrapperIn(script);
      const program = wrapper ? `npx ${wrapper.program} ${wrapper.subcommand} ${wrapper.noWatch}` : "npx jest";
      return {
        command: words(
          own.env,
          `JEST_JUNIT_OUTPUT_FILE=${report2} ${program} --reporters=default --reporters=jest-junit --ci`,
          own.args
        ),
        missing: has("jest-junit") ? [] : ["jest-junit"]
      };
    },
    testPaths: JS_TEST_PATHS,
    ownCoverage: JEST_COVERAGE
  },
  shard: {
    withOption: shardOptionAfter(/\bjest\b|\bkcd-scripts test\b/),
    units: {
      lister: fileLister(
        (program, scope) => [...program, ...scope, "--listTests", "--json"],
        (option2) => option2 !== "--shard" && !NOT_KEPT_IN_LISTING.has(option2)
      ),
      of: listedFiles
    },
    unitOf: fileUnit
  },
  packages: {
    runner: "jest",
    reporter: {
      name: "jest-junit",
      key: "jest",
      configs: JEST_CONFIGS
    }
  },
  plan: {
    testFiles: JS_TEST_FILES,
    comment: "//",
    fileExample: "bt-001-health.test.js",
    testExample: 'test("BT-001 health answers ok", async () => { ... })'
  }
};
var DROPPED = set(
  "--reporters",
  "--ci",
  "--watch",
  "--watchAll",
  "--bail",
  "-b",
  "--coverage",
  "--coverageThreshold"
);

// src/runners/mocha.ts
import path30 from "node:path";

// src/files/installed-package.ts
import { readFile as readFile6 } from "node:fs/promises";
import path28 from "node:path";
async function installedManifest(cwd, name) {
  for (let folder = path28.resolve(cwd); ; folder = path28.dirname(folder)) {
    const text = await readFile6(
      path28.join(folder, "node_modules", name, "package.json"),
      "utf8"
    ).catch(() => null);
    if (text !== null) {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    }
    if (path28.dirname(folder) === folder) return null;
  }
}
async function installedMajor(cwd, name) {
  const major = /^(\d+)\./.exec(String((await installedManifest(cwd, name))?.version))?.[1];
  return major === void 0 ? null : Number(major);
}

// src/junit/runner-call.ts
function runnerCall(command, commandLine) {
  const parts = splitShell(command);
  if (!parts) return null;
  const words2 = parts.map((part) => "word" in part ? unquote(part.word) : null);
  const start2 = commandLine.start(words2.map((word) => word ?? ""));
  if (start2 === null) return null;
  const length = words2.slice(start2).findIndex((word) => word === null || word === "--");
  const end = length === -1 ? words2.length : start2 + length;
  return {
    options: words2.slice(start2, end).map((word) => word?.split("=")[0] ?? ""),
    withWords: (added) => joinShell([
      ...parts.slice(0, end),
      ...added.map((word) => ({ word: quoteShell(word) })),
      ...parts.slice(end)
    ])
  };
}

// src/runners/mocha-retry-hooks.ts
import path29 from "node:path";
var MOCHA_RETRIES = `${runningNote()}
const { writeFileSync } = require("fs");
const path = require("path");
const out = process.env.FIX_LOOP_RUNNER_ATTEMPTS;
const runnerFile = path.join("mocha", "lib", "runner.js");
const loaded = Object.keys(require.cache).find((file) => file.endsWith(runnerFile));
const Runner = loaded && require.cache[loaded].exports;
if (out && Runner && Runner.prototype && !Runner.prototype.fixLoopRetries) {
  const failedAttempts = new Map();
  const tests = [];
  const keyOf = (test) => (test.file || "") + "\\u0000" + test.fullTitle();
  const errorOf = (error) => ({ message: String((error && error.message) || error), stack: String((error && error.stack) || error) });
  const write = () => writeFileSync(out, JSON.stringify({ tests }));
  const emit = Runner.prototype.emit;
  Runner.prototype.fixLoopRetries = true;
  Runner.prototype.emit = function (event, test, error) {
    try {
      if (event === "test" && test && typeof test.fullTitle === "function") {
        noteRunning((test.file ? path.relative(process.cwd(), test.file) + " > " : "") + test.fullTitle());
      } else if (event === "retry" && test && typeof test.fullTitle === "function") {
        const key = keyOf(test);
        failedAttempts.set(key, (failedAttempts.get(key) || []).concat([errorOf(error)]));
        // For the coverage hooks' afterEach, which mocha runs next: the attempt keeps no err.
        test[Symbol.for("fix-loop.attempt-error")] = error;
      } else if (event === "test end" && test && typeof test.fullTitle === "function") {
        noteRunning("");
        tests.push({ file: test.file || "", name: test.fullTitle(), state: test.state || "skipped",
          retryCount: typeof test.currentRetry === "function" ? test.currentRetry() : 0,
          errors: failedAttempts.get(keyOf(test)) || [] });
      } else if (event === "end") write();
    } catch (_) {}
    return emit.apply(this, arguments);
  };
}
`;
var MOCHA_RETRY = {
  reporters: null,
  retryOption: "--retries",
  files: {
    "fix-loop-mocha-retries.cjs": MOCHA_RETRIES,
    "fix-loop-mocha-coverage.cjs": MOCHA_COVERAGE_HOOKS
  },
  args: (folder, retries) => [
    `--retries=${retries}`,
    `--require=${path29.join(folder, "fix-loop-mocha-retries.cjs")}`,
    `--require=${path29.join(folder, "fix-loop-mocha-coverage.cjs")}`
  ]
};

// src/runners/mocha.ts
var start = (words2) => afterProgram(words2, "mocha") ?? afterProgram(words2, "_mocha");
var mocha = {
  name: "mocha",
  // mocha-junit-reporter's name is the full title, the id: --grep takes it as it is.
  fullNameOfId: (id) => id,
  wroteReport: (head) => /<testsuites\s[^>]*name="Mocha Tests"/.test(head),
  commandLine: {
    forceExit: "--exit",
    start,
    // mocha 9 and later (yargs 16) give each of these one value per occurrence: in
    // `--require test/support/env test/ test/acceptance/` (express) the folders are paths, so a
    // re-run of one test loads its file alone, not every file of the tier.
    valueOptions: set(
      "-R",
      "--reporter",
      "-O",
      "--config",
      "--package",
      "-u",
      "--ui",
      "-t",
      "--timeout",
      "-s",
      "--slow",
      "-j",
      "--jobs",
      "--reporter-option",
      "--reporter-options",
      "-r",
      "--require",
      "--file",
      "--ignore",
      "--exclude",
      "--extension",
      "--spec",
      "--node-option",
      "-n",
      "--retries",
      "--timeouts",
      "--watch-files",
      "--watch-ignore",
      "--global",
      "--globals"
    ),
    listOptions: set(),
    replacedOptions: set("-g", "--grep", "-f", "--fgrep"),
    replacesPaths: true,
    runnerId: () => null,
    select(tests) {
      const names = [...new Set(tests.map((test) => escapeRegExp2(fullTitleOf(test))))];
      return { options: ["--grep", `^(?:${names.join("|")})$`], paths: testFilesOf(tests) };
    }
  },
  formerId: (test) => junitTestId(test.name, test.classname, test.suite),
  listing: {
    // mocha 9 and later: every test reported, none run (no hook either), pending ones as pending.
    // An older one (js-yaml's mocha 8) takes `--dry-run` for nothing and runs every test.
    listsHere: async (cwd) => (await installedMajor(cwd, "mocha") ?? 0) >= 9,
    command: (program, scope, report2) => [
      ...program,
      ...scope,
      "--dry-run",
      "--reporter=mocha-junit-reporter",
      `--reporter-option=mochaFile=${report2}`,
      INCLUDE_PENDING
    ],
    takesFiles: true,
    keeps: (option2) => !NOT_KEPT_IN_LISTING2.has(option2),
    read: { env: (env) => env, selectable: () => true, dryRun: true },
    okCodes: [0]
  },
  report: {
    // Pending tests reach the report only when asked, on the command line beside the file (a
    // --reporter-option given there replaces a .mocharc's).
    command(command) {
      const call = runnerCall(command, mocha.commandLine);
      const options = call?.options ?? [];
      if (!call || !options.some((option2) => REPORTER_OPTIONS.has(option2))) return command;
      return command.includes("includePending") ? command : call.withWords([INCLUDE_PENDING]);
    },
    readsRun: readsRun2,
    // mocha's diff of a value it cannot print, which mocha-junit-reporter appends to the failure.
    artifacts: [/\n? *\+ expected - actual: {2}failed to generate Mocha diff\n?/g],
    // Seen on express 4.10 (BugsJS): under mocha 2.0 and 2.2.5 the reporter writes nothing, and the
    // run exits 0 with a test failing.
    noReportHint: (report2) => `check the reporter options (--reporter=mocha-junit-reporter --reporter-option=mochaFile=${report2}) and mocha's version (npx mocha --version): mocha-junit-reporter 2 writes none under an old mocha (2.0 or 2.2.5 on Node 20), and the run exits 0 whatever failed`,
    withoutReport: (command) => withoutJunitReporter(command, {
      start,
      options: ["--reporter", "-R"],
      junitOnly: ["--reporter-options", "--reporter-option", "-O"],
      junitEnv: /^MOCHA_FILE=/,
      fallback: "--reporter=spec"
    })
  },
  // A failure is retried in its own run (--retries), its coverage taken on the way.
  retry: MOCHA_RETRY,
  // Each test's coverage from one run, through a root hook plugin (a process per test where
  // mocha is older than 8 and loads no root hooks).
  coverage: inRunCoverage(MOCHA_HOOKS, "", MOCHA_LOADS),
  init: {
    language: "node",
    inScript: (script) => script.split(/\s+/).some((word) => ["mocha", "_mocha"].includes(path30.basename(word))),
    dependency: "mocha",
    // The script's setup files (--require), flags (--check-leaks), test folders and environment
    // (NODE_ENV=test) stay: without them a project runs fewer tests, or runs them differently.
    tier({ has, script, report: report2 }) {
      const own = scriptArguments(script, mocha.commandLine, DROPPED2);
      const reporter = `--reporter=mocha-junit-reporter --reporter-option=mochaFile=${report2}`;
      return {
        command: words(own.env, "npx mocha", own.args, reporter),
        missing: has("mocha-junit-reporter") ? [] : ["mocha-junit-reporter"]
      };
    },
    testPaths: JS_TEST_PATHS
  },
  packages: {
    runner: "mocha",
    reporter: {
      name: "mocha-junit-reporter",
      key: "mocha",
      configs: [
        "package.json",
        ".mocharc.js",
        ".mocharc.cjs",
        ".mocharc.json",
        ".mocharc.yml",
        ".mocharc.yaml"
      ]
    }
  }
};
var INCLUDE_PENDING = "--reporter-option=includePending=true";
var REPORTER_OPTIONS = set("-O", "--reporter-option", "--reporter-options");
var NOT_KEPT_IN_LISTING2 = set(
  "-R",
  "--reporter",
  "-O",
  "--reporter-option",
  "--reporter-options",
  "-g",
  "--grep",
  "-f",
  "--fgrep",
  "-w",
  "--watch",
  "-p",
  "--parallel",
  "-j",
  "--jobs"
);
function fullTitleOf(test) {
  return test.classname.length > test.name.length ? test.classname : test.name;
}
function readsRun2() {
  return {
    see() {
    },
    async finish(tests, refs) {
      tests.forEach((test, index) => {
        const ref = refs[index];
        if (!ref) return;
        const title = fullTitleOf(ref);
        test.id = junitTestId(title, title);
      });
      return [];
    }
  };
}
var DROPPED2 = set(
  "-R",
  "--reporter",
  "-O",
  "--reporter-option",
  "--reporter-options",
  "-w",
  "--watch",
  "-b",
  "--bail"
);

// src/runners/node.ts
import path37 from "node:path";

// src/runners/node-test-coverage.ts
import path31 from "node:path";

// src/junit/nested-coverage-hooks.ts
function nestedCoverageHooks(options) {
  return `"use strict";
const { appendFileSync, readFileSync } = require("fs");
const path = require("path");
const inspector = require("inspector");
const out = process.env.FIX_LOOP_COVERAGE_OUT;
const root = process.cwd();
const main = process.argv[1] || "";
const self = "/" + path.basename(__filename);
let session = null;
const cost = { of: Math.random().toString(36).slice(2), ms: 0 };
// process.hrtime: the project's Node may be older than a global performance.
const costed = (work) => (...args) => {
  const at = process.hrtime();
  try {
    return work(...args);
  } finally {
    const [seconds, nanoseconds] = process.hrtime(at);
    cost.ms += seconds * 1e3 + nanoseconds / 1e6;
  }
};
// The open tests, outermost first; the file's own entry at the bottom.
const stack = [{ name: null, functions: new Map() }];
const take = costed(() => {
  let taken = null;
  // A session on this thread answers before post returns.
  session.post("Profiler.takePreciseCoverage", (error, result) => { if (!error) taken = result.result; });
  const into = stack[stack.length - 1].functions;
  for (const script of taken || []) {
    if (!script.url.includes(root) || script.url.includes("/node_modules/") || script.url.endsWith(self)) continue;
    for (const fn of script.functions) {
      if (!fn.functionName || !fn.ranges[0] || fn.ranges[0].count === 0) continue;
      into.set(script.url + "\\u0000" + fn.ranges[0].startOffset, { url: script.url, fn: fn });
    }
  }
});
const write = costed((name, functions) => {
  const scripts = new Map();
  for (const { url, fn } of functions.values()) {
    if (!scripts.has(url)) scripts.set(url, { url: url, functions: [] });
    scripts.get(url).functions.push(fn);
  }
  const said = { of: cost.of, ms: Math.round(cost.ms) };
  appendFileSync(out, JSON.stringify({ file: main, name: name, scripts: [...scripts.values()], cost: said }) + "\\n");
});
const nameOf = ${options.nameOf};
const hooks = out ? ${options.hooksOf} : null;
if (hooks && typeof hooks.beforeEach === "function" && typeof hooks.afterEach === "function") {
  session = new inspector.Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  hooks.beforeEach((test) => {
    take();
    stack.push({ name: nameOf(test), functions: new Map() });
  });
  hooks.afterEach((test) => {
    if (stack.length === 1) return;
    take();
    // The test's own entry, not always the innermost: node 20 ends a parent before it runs the
    // body of a subtest the parent started without await (busboy's last t.test of a file).
    let at = stack.length - 1;
    const name = test ? nameOf(test) : null;
    while (at > 0 && stack[at].name !== name) at -= 1;
    if (at === 0) at = stack.length - 1;
    const done = stack.splice(at, 1)[0];
    write(done.name, done.functions);
    const parent = stack[at - 1].functions;
    for (const [key, value] of done.functions) parent.set(key, value);
  });
  ${options.fileRecord ? `process.on("exit", () => {
    take();
    while (stack.length > 1) stack.pop();
    write(path.relative(root, main).split(path.sep).join("/"), stack[0].functions);
  });` : ""}
}
`;
}
var TAP_COVERAGE_HOOKS = nestedCoverageHooks({
  hooksOf: `(() => {
  try {
    if (!/["']tap["']/.test(readFileSync(main, "utf8"))) return null;
    return require(require.resolve("tap", { paths: [path.dirname(main)] }));
  } catch (error) {
    return null;
  }
})()`,
  nameOf: `(test) => {
  const names = [];
  for (let at = test; at && at.parent; at = at.parent) names.unshift(at.name);
  return names.join(typeof hooks.pluginLoaded === "function" ? " > " : " ");
}`,
  fileRecord: true
});
var NODE_TEST_COVERAGE_HOOKS = nestedCoverageHooks({
  hooksOf: `(() => {
  if (!process.env.NODE_TEST_CONTEXT) return null;
  for (const name of ["NODE_OPTIONS", "FIX_LOOP_HOOK_NODE_OPTIONS"]) {
    const left = (process.env[name] || "").split(" ").filter((word) => !word.endsWith(self)).join(" ");
    if (left) process.env[name] = left;
    else delete process.env[name];
  }
  delete process.env.FIX_LOOP_COVERAGE_OUT;
  return require("node:test");
})()`,
  // Its path of names where node gives it (fullName, "parse > lowers"): a leaf name alone is
  // shared by subtests of two parents (fast-content-type-parse's parse and safeParse), whose
  // coverage it would pool.
  nameOf: "(test) => test.fullName || test.name",
  fileRecord: false
});

// src/runners/node-test-coverage.ts
var FILE = "fix-loop-node-test-coverage.cjs";
var NODE_TEST_COVERAGE = {
  runner: (options) => nodeCoverageRunner(options),
  onRetry: async (context) => {
    const tap2 = await runnerCoverageTap({ ...context, from: "start" });
    const hooks = path31.join(hookFolder({ [FILE]: NODE_TEST_COVERAGE_HOOKS }), FILE);
    const loads = hookVariables(context.env, { NODE_OPTIONS: `--require=${hooks}` });
    return { ...tap2, env: { ...tap2.env, ...loads } };
  },
  timeLimit: "tiers",
  oneRun: false
};

// src/runners/node-test-files.ts
import { mkdtemp as mkdtemp7 } from "node:fs/promises";
import path32 from "node:path";

// src/runners/node-test-places.ts
var MOST_FILES2 = 32;
function placeTests(events) {
  const order = events.flatMap((event) => event.kind === "ran" ? [event.file] : []);
  const position = new Map(order.map((file, at) => [file, at]));
  const empty2 = new Set(
    events.flatMap(
      (event) => event.kind === "test" && event.name === event.file ? [event.file] : []
    )
  );
  const placed = [];
  const waiting = [];
  let lastDepth = null;
  let flowing = 0;
  const settle = (upTo) => {
    const files = upTo - flowing < MOST_FILES2 ? order.slice(flowing, upTo + 1) : [];
    for (const test of waiting.splice(0)) test.ranIn = files;
  };
  for (const event of events) {
    if (event.kind === "ran") continue;
    if (event.kind === "done") {
      if (position.get(event.file) !== flowing) continue;
      settle(flowing);
      flowing += 1;
      continue;
    }
    const at = position.get(event.file);
    const itself = at !== void 0 && event.name === event.file;
    const own = itself || at !== void 0 && at >= flowing && !empty2.has(event.file);
    if (own && at >= flowing) {
      settle(at);
      flowing = at;
    }
    const parent = event.suite || event.nesting !== null && lastDepth === event.nesting + 1;
    lastDepth = event.nesting;
    if (parent) continue;
    const test = { name: event.name, ranIn: [event.file] };
    placed.push(test);
    if (order.length > 0 && !own) waiting.push(test);
  }
  settle(order.length - 1);
  return placed;
}

// src/runners/node-test-files.ts
var FILE2 = "fix-loop-node-test-files.mjs";
var PRINTED_CHARS = 4e3;
var REPORTER = `export default async function* fixLoopTestFiles(source) {
  const printed = new Map();
  for await (const event of source) {
    const { name, file, nesting, details, message } = event.data ?? {};
    if (typeof file !== "string") continue;
    const ownFile = nesting === 0 && name === file;
    if (event.type === "test:enqueue" && ownFile) yield JSON.stringify({ ran: file }) + "\\n";
    else if (event.type === "test:complete" && ownFile) yield JSON.stringify({ done: file }) + "\\n";
    else if (event.type === "test:stderr" && typeof message === "string")
      printed.set(file, ((printed.get(file) ?? "") + message).slice(-${PRINTED_CHARS}));
    else if (event.type === "test:pass" || event.type === "test:fail") {
      const suite = details?.type === "suite";
      const stderr = event.type === "test:fail" && ownFile ? printed.get(file) : undefined;
      yield JSON.stringify({ file, names: [name], nesting, suite, stderr }) + "\\n";
    }
  }
}
`;
function nodeTestFiles(start2) {
  return { record: (command, context) => withRecorder(command, start2, context) };
}
async function withRecorder(command, runnerStart, { scratch, runAs }) {
  const parts = splitShell(command);
  if (!parts) return null;
  const words2 = parts.map((part) => "word" in part ? unquote(part.word) : "");
  const start2 = runnerStart(words2);
  if (start2 === null) return null;
  const end = parts.findIndex((part, at) => at >= start2 && !("word" in part));
  const own = words2.slice(start2, end === -1 ? words2.length : end);
  const count = (option2) => own.filter((word) => word === option2 || word.startsWith(`${option2}=`)).length;
  const reporters = count("--test-reporter");
  if (reporters === 0 || reporters !== count("--test-reporter-destination")) return null;
  const folder = await mkdtemp7(path32.join(scratch, "node-test-files-"));
  shareFolder(folder, runAs);
  const out = path32.join(folder, "files.jsonl");
  const reporter = path32.join(hookFolder({ [FILE2]: REPORTER }), FILE2);
  const added = [`--test-reporter=${reporter}`, `--test-reporter-destination=${out}`];
  return {
    command: joinShell([
      ...parts.slice(0, start2),
      ...added.map((word) => ({ word: quoteShell(word) })),
      ...parts.slice(start2)
    ]),
    async fill(refs, cwd) {
      const text = await readRunOutput(out);
      await removeSharedFolder(folder).catch(() => {
      });
      placeRefs([...refs], text, cwd);
    }
  };
}
function placeRefs(refs, text, cwd) {
  const placed = /* @__PURE__ */ new Map();
  const unplaced = /* @__PURE__ */ new Set();
  const events = recordEvents(text);
  const printed = new Map(
    events.flatMap(
      (event) => event.kind === "test" && event.stderr ? [[event.name, event.stderr]] : []
    )
  );
  for (const ref of refs) {
    const stderr = printed.get(ref.name);
    if (stderr) ref.stderr = stderr;
  }
  readDescribes(refs, events);
  const inProject = /* @__PURE__ */ new Map();
  const projectFileOf = (file) => {
    let relative2 = inProject.get(file);
    if (relative2 === void 0) {
      relative2 = projectFile(file, cwd);
      inProject.set(file, relative2);
    }
    return relative2;
  };
  for (const test of placeTests(events)) {
    if (test.ranIn.length === 0) unplaced.add(test.name);
    const files = test.ranIn.flatMap((file) => projectFileOf(file) ?? []);
    pushTo(placed, test.name, files);
  }
  const named = /* @__PURE__ */ new Map();
  for (const ref of refs) pushTo(named, ref.name, ref);
  for (const [name, same] of named) {
    const each = placed.get(name) ?? [];
    const all = [...new Set(each.flat())].sort();
    if (all.length === 0 || unplaced.has(name)) continue;
    for (const [at, ref] of same.entries()) {
      if (ref.file !== null) continue;
      ref.files = all;
      const own = each.length === same.length ? each[at] : all;
      if (own.length === 1) ref.file = own[0];
    }
  }
}
function readDescribes(refs, events) {
  const describes = /* @__PURE__ */ new Set();
  const tests = /* @__PURE__ */ new Set();
  for (const event of events)
    if (event.kind === "test") (event.suite ? describes : tests).add(event.name);
  const describeOnly = (name) => describes.has(name) && !tests.has(name);
  for (const ref of refs) {
    if (ref.suite && describeOnly(ref.suite)) ref.suite = "";
    if (describeOnly(ref.name)) ref.emptyDescribe = true;
  }
}
function pushTo(map, key2, value) {
  const list = map.get(key2);
  if (list) list.push(value);
  else map.set(key2, [value]);
}
function projectFile(file, cwd) {
  const relative2 = path32.relative(cwd, file).split(path32.sep).join("/");
  const outside = relative2.startsWith("../") || path32.isAbsolute(relative2);
  return !relative2 || outside || relative2.startsWith("-") ? null : relative2;
}
function recordEvents(text) {
  return text.split("\n").flatMap((line) => recordEvent(line) ?? []);
}
function recordEvent(line) {
  let value;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  if (typeof value.ran === "string") return { kind: "ran", file: value.ran };
  if (typeof value.done === "string") return { kind: "done", file: value.done };
  const [name] = Array.isArray(value.names) ? value.names : [];
  if (typeof value.file !== "string" || !value.file || typeof name !== "string") return null;
  return {
    kind: "test",
    file: value.file,
    // As the JUnit report's reader reads the name: a control character in it (data-urls' test
    // "data:;base64,ab\fcd") is U+FFFD there.
    name: withoutControlCharacters(name),
    nesting: Number.isInteger(value.nesting) ? value.nesting : null,
    suite: value.suite === true,
    ...typeof value.stderr === "string" && value.stderr ? { stderr: value.stderr.slice(-PRINTED_CHARS) } : {}
  };
}

// src/runners/node-test-ids.ts
import path33 from "node:path";
function nodeTestId(name, ref) {
  return junitTestId(name, (ref.suites ?? []).join(" > "));
}
function formerNodeTestId(name, ref) {
  return junitTestId(name, ref.classname, ref.suite);
}
function keepFormerNodeTestIds(refs) {
  const ids = uniqueIds(refs.map((ref) => formerNodeTestId(ref.name, ref)));
  refs.forEach((ref, at) => {
    ref.formerId = ids[at];
  });
}
function refsOfNodeTestId(id, cwd) {
  if (/ \(\d+\)$/.test(id) || id.startsWith("test > ")) return null;
  const parts = id.split(" > ");
  const ref = (name, suite = "") => ({
    name,
    classname: "test",
    suite,
    file: null,
    line: null
  });
  const tails = parts.slice(0, -1).map((_, at) => ref(parts.slice(at).join(" > ")));
  const own = ref(parts[parts.length - 1] ?? id, parts[parts.length - 2]);
  const fileEntry = parts.length === 1 && id.includes("/") ? [ref(path33.join(cwd, id))] : [];
  return [own, ...tails, ...fileEntry];
}

// src/runners/node-test-rerun.ts
import { availableParallelism as availableParallelism2 } from "node:os";

// src/process/node-on-path.ts
import { realpath as realpath3 } from "node:fs/promises";

// src/process/program-on-path.ts
import path34 from "node:path";
function pathFolders(env) {
  return (env.PATH ?? "").split(path34.delimiter).filter((dir) => dir !== "");
}
async function programOnPath(name, env) {
  for (const folder of pathFolders(env)) {
    const candidate = path34.join(folder, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}

// src/process/node-on-path.ts
async function nodeVersionOnPath(env) {
  const found = await programOnPath("node", env);
  if (!found) return null;
  const real = await realpath3(found).catch(() => found);
  if (real === await realpath3(process.execPath).catch(() => process.execPath))
    return process.versions.node;
  return INSTALLED_VERSION.exec(real)?.[1] ?? null;
}
var INSTALLED_VERSION = /\/(?:node-)?v?(\d+\.\d+\.\d+)(?=[-/])/;
function atLeast(version, since) {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  const newest = Math.max(...since.map(([line2]) => line2));
  if (major > newest) return true;
  const line = since.find(([each]) => each === major);
  return line !== void 0 && minor >= line[1];
}

// src/runners/node-test-rerun.ts
var CONCURRENCY_SINCE = [
  [20, 10],
  [21, 0]
];
var OWN_CHOICE = /^--(?:test-concurrency|test-isolation|experimental-test-isolation)(?:=|$)/;
async function nodeTestOnEveryCore(command, env, cores = availableParallelism2()) {
  if (cores < 2) return null;
  const parts = splitShell(command);
  const at = parts?.findIndex((part) => "word" in part && part.word === "--test") ?? -1;
  if (!parts || at === -1) return null;
  const ownChoice = parts.some((part) => "word" in part && OWN_CHOICE.test(unquote(part.word)));
  if (ownChoice) return null;
  const version = await nodeVersionOnPath(env);
  if (!version || !atLeast(version, CONCURRENCY_SINCE)) return null;
  return joinShell([
    ...parts.slice(0, at + 1),
    { word: `--test-concurrency=${cores}` },
    ...parts.slice(at + 1)
  ]);
}

// src/runners/node-test-suites.ts
import { readdir as readdir7, readFile as readFile7 } from "node:fs/promises";
import path36 from "node:path";

// src/runners/node-test-file-entries.ts
import path35 from "node:path";
function nameFileEntriesFromRoot(tests, refs, cwd) {
  tests.forEach((test, at) => {
    const ref = refs[at];
    if (!ref || !path35.isAbsolute(ref.name)) return;
    const relative2 = path35.relative(cwd, ref.name);
    if (relative2 === "" || relative2.startsWith("..") || path35.isAbsolute(relative2)) return;
    const name = relative2.split(path35.sep).join("/");
    test.id = nodeTestId(name, ref);
    test.title = name;
    ref.formerId = formerNodeTestId(name, ref);
  });
}

// src/runners/node-test-suites.ts
var MOST_FILES3 = 5e3;
var SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
function readsNodeSuites() {
  return {
    see() {
    },
    async finish(tests, refs, cwd) {
      keepFormerNodeTestIds(refs);
      for (const ref of refs) withQuotesAsWritten(ref);
      tests.forEach((test, at) => {
        const ref = refs[at];
        if (!ref) return;
        test.id = nodeTestId(ref.name, ref);
        test.title = withoutDoubledQuoteEscape(test.title);
        if (test.evidence) test.evidence = withMessageAsThrown(test.evidence);
      });
      nameFileEntriesFromRoot(tests, refs, cwd);
      for (const ref of refs) ref.file = null;
      if (!refs.some((ref) => ref.suite !== "")) return [];
      if (await subtestsIn(cwd) !== false) return [];
      for (const ref of refs) ref.suite = "";
      return [];
    }
  };
}
function withQuotesAsWritten(ref) {
  ref.name = withoutDoubledQuoteEscape(ref.name);
  ref.suite = withoutDoubledQuoteEscape(ref.suite);
  if (ref.suites) ref.suites = ref.suites.map(withoutDoubledQuoteEscape);
}
function withMessageAsThrown(evidence) {
  const { reported } = evidence;
  const lines = messageLines(evidence.excerpt);
  const spaced = (text) => {
    const plain = withoutDoubledQuoteEscape(text);
    return plain !== null && lines && lines.join("") === plain ? lines.join(" ") : plain;
  };
  return {
    ...evidence,
    summary: evidence.summary.map((line) => spaced(line) ?? line),
    message: spaced(evidence.message),
    ...reported ? { reported: { ...reported, message: spaced(reported.message) } } : {}
  };
}
function messageLines(text) {
  const start2 = text.indexOf(FAILURE_PREFIX);
  if (start2 === -1) return null;
  const lines = [];
  for (const line of text.slice(start2 + FAILURE_PREFIX.length).split("\n")) {
    if (/^\s+at /.test(line) || /^\s*\w+: /.test(line) || line.trimEnd().endsWith("{")) break;
    if (line.trim() !== "") lines.push(line.trim());
  }
  return lines.length > 0 ? lines : null;
}
var FAILURE_PREFIX = "Error [ERR_TEST_FAILURE]: ";
function withoutDoubledQuoteEscape(text) {
  return text?.includes("&quot;") ? text.replaceAll("&quot;", '"') : text;
}
var answers = /* @__PURE__ */ new Map();
function subtestsIn(root) {
  let answer = answers.get(root);
  if (!answer) {
    answer = scan(root);
    answers.set(root, answer);
  }
  return answer;
}
async function scan(root) {
  const files = [];
  const folders = [root];
  while (folders.length > 0) {
    const folder = folders.pop();
    const entries = await readdir7(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const full = path36.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(full);
      else if (entry.isFile() && SOURCE.test(entry.name)) files.push(full);
    }
    if (files.length > MOST_FILES3) return null;
  }
  for (const file of files) {
    const text = await readFile7(file, "utf8").catch(() => "");
    if (/["']node:test["']/.test(text) && /\btest\s*\(/.test(text)) return true;
  }
  return false;
}

// src/runners/node.ts
function nodeTestStart(words2) {
  const index = afterProgram(words2, "node");
  return index !== null && words2.slice(index).some((word) => word === "--test") ? index : null;
}
var node = {
  name: "node",
  wroteReport: (head) => /<testcase\s[^>]*classname="test"/.test(head),
  commandLine: {
    start: nodeTestStart,
    valueOptions: set(
      "--test-reporter",
      "--test-reporter-destination",
      "--import",
      "--require",
      "-r",
      "--loader",
      "--experimental-loader",
      "--test-concurrency",
      "--test-timeout",
      "--test-skip-pattern",
      "--test-shard",
      "--test-coverage-include",
      "--test-coverage-exclude",
      "--test-coverage-branches",
      "--test-coverage-functions",
      "--test-coverage-lines",
      "--test-global-setup",
      "--test-isolation",
      "--env-file",
      "--env-file-if-exists",
      "--conditions",
      "-C",
      "--disable-warning",
      "--input-type",
      "--watch-path"
    ),
    listOptions: set(),
    // A leg's --test-shard is no re-run's: a chosen test would land in one leg of its own split.
    replacedOptions: set("--test-name-pattern", "--test-shard"),
    // node:test's report names no files: the command's stay unless the first run's record
    // (node-test-files.ts) gave every selected test its file.
    replacesPaths: "when-selecting",
    selectionFirst: true,
    runnerId: () => null,
    select(tests) {
      const named = tests.filter((test) => !isFileItself(test));
      const scopes = named.flatMap((test) => test.suite ? [test.suite, test.name] : [test.name]);
      const names = [...new Set(scopes.map(escapeRegExp2))];
      const files = tests.map((test) => test.files ?? (test.file ? [test.file] : null));
      const known = files.every((each) => each !== null && each.length > 0);
      const paths = known ? [...new Set(files.flat())].sort() : [];
      const options = names.length > 0 ? [`--test-name-pattern=^(?:${names.join("|")})$`] : [];
      return { options, paths };
    },
    // A suite named in the pattern runs every test under it (its file's, as the paths go).
    runsAlongWith: (test) => test.suite ? `${(test.files ?? [test.file]).join("\n")}\0${test.suite}` : null
  },
  formerId: (test) => test.formerId ?? null,
  refsOfId: refsOfNodeTestId,
  report: {
    withoutReport: (command, reports) => withoutReportOptions(
      command,
      {
        file: ["--test-reporter-destination"],
        reporter: "--test-reporter",
        pairedByPosition: true
      },
      reports
    ),
    readsRun: readsNodeSuites
  },
  coverage: NODE_TEST_COVERAGE,
  rerun: { onEveryCore: nodeTestOnEveryCore },
  testFiles: nodeTestFiles(nodeTestStart),
  init: {
    language: "node",
    inScript: (script) => /\bnode\b.*\s--test\b/.test(script),
    // The script's words after --test (its test files or globs) stay.
    tier({ script, report: report2, reportDir }) {
      const words2 = script.split(/\s+/);
      const args = words2.slice(words2.indexOf("--test") + 1).filter(Boolean);
      const command = [
        `mkdir -p ${reportDir} && node --test --test-reporter=junit`,
        `--test-reporter-destination=${report2}`,
        ...args
      ].join(" ");
      return { command, missing: [] };
    },
    testPaths: JS_TEST_PATHS
  }
};
function isFileItself(test) {
  return path37.isAbsolute(test.name) && test.file !== null && test.name.endsWith(`/${test.file}`);
}

// src/runners/playwright.ts
var playwright = {
  name: "playwright",
  wroteReport: (head) => /<testsuites\s+id=""\s+name=""/.test(head),
  commandLine: {
    start: (words2) => afterProgram(words2, "playwright", "test"),
    valueOptions: set(
      "-c",
      "--config",
      "--reporter",
      "--project",
      "-j",
      "--workers",
      "--output",
      "--retries",
      "--timeout",
      "--shard",
      "--grep-invert"
    ),
    listOptions: set(),
    replacedOptions: set("-g", "--grep", "--shard"),
    replacesPaths: true,
    pathsFirst: true,
    runnerId: (test) => test.file && test.line ? `${test.file}:${test.line}` : null,
    select(tests) {
      const located = tests.map((test) => this.runnerId(test));
      if (located.every((id) => id !== null)) return { options: [], paths: located };
      const titles = tests.map((test) => escapeRegExp2(fullName(test)));
      const options = ["--grep", `(?:${[...new Set(titles)].join("|")})$`];
      return { options, paths: filesOf2(tests) ?? [] };
    }
  },
  report: {},
  shard: { withOption: shardOptionAfter(/\bplaywright\s+test\b/), unitOf: fileUnit },
  packages: { runner: "@playwright/test" },
  plan: {
    testFiles: JS_TEST_FILES,
    comment: "//",
    fileExample: "bt-001-health.spec.ts",
    testExample: 'test("BT-001 health answers ok", async ({ page }) => { ... })'
  },
  repeat: {
    withOption: (command, times) => insertAfter(command, /\bplaywright\s+test\b/, `--repeat-each=${times}`),
    option: "playwright's --repeat-each"
  }
};

// src/triage/spectrum/pytest-coverage.ts
import { mkdtemp as mkdtemp8, writeFile as writeFile2 } from "node:fs/promises";
import { tmpdir as tmpdir7 } from "node:os";
import path38 from "node:path";

// src/triage/spectrum/pytest-recorder.ts
var PYTEST_RECORDER = `
import os, sys, time

_cost = [0.0]

def _costing(fn):
    def timed(*args):
        at = time.perf_counter()
        try:
            return fn(*args)
        finally:
            _cost[0] += time.perf_counter() - at
    return timed

_files = {}
_roots = []

def _relative(filename):
    found = _files.get(filename)
    if found is None:
        found = ""
        if not _roots:
            _roots.append(os.path.realpath(os.environ["FIXLOOP_COVERAGE_ROOT"]))
        if not filename.startswith("<"):
            real = os.path.realpath(filename)
            if real.startswith(_roots[0] + os.sep):
                found = os.path.relpath(real, _roots[0]).replace(os.sep, "/")
        _files[filename] = found
    return found

_names = {}

@_costing
def _named(codes):
    names = set()
    for code in codes:
        name = _names.get(code)
        if name is None:
            relative = _relative(code.co_filename)
            name = relative + ":" + _qualname(code) if relative else ""
            _names[code] = name
        if name:
            names.add(name)
    return sorted(names)

def _qualname(code):
    # A lambda, a comprehension, a module's body: anonymous as they are, wherever they sit.
    if code.co_name.startswith("<"):
        return code.co_name
    qualname = getattr(code, "co_qualname", None)  # Python 3.11 and later
    if qualname is None:
        qualname = _declared(code.co_filename).get((code.co_firstlineno, code.co_name))
    return qualname or code.co_name

_declarations = {}

def _declared(filename):
    # Before 3.11, the qualified names of a file's defs and classes from its source, by the line
    # a code object starts on (a decorated one's first decorator) and its name.
    found = _declarations.get(filename)
    if found is None:
        found = {}
        try:
            import ast
            with open(filename, "rb") as handle:
                tree = ast.parse(handle.read())
        except Exception:
            tree = None
        def visit(node, scope):
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    qualname = scope + child.name
                    lines = [child.lineno] + [d.lineno for d in child.decorator_list]
                    found[(min(lines), child.name)] = qualname
                    is_def = not isinstance(child, ast.ClassDef)
                    visit(child, qualname + (".<locals>." if is_def else "."))
                else:
                    visit(child, scope)
        if tree is not None:
            visit(tree, "")
        _declarations[filename] = found
    return found

def _monitoring():
    mon = sys.monitoring
    for tool in (mon.COVERAGE_ID, 3, 4, 5):
        try:
            mon.use_tool_id(tool, "fix-loop coverage")
        except ValueError:
            continue  # taken (coverage.py, a debugger): the next free one
        seen = set()
        def started(code, offset):
            seen.add(code)
            return mon.DISABLE
        mon.register_callback(tool, mon.events.PY_START, started)
        def start():
            seen.clear()
            mon.restart_events()
            mon.set_events(tool, mon.events.PY_START)
        def stop():
            mon.set_events(tool, 0)
            return list(seen)
        def pause():
            mon.set_events(tool, 0)
        def resume():
            mon.set_events(tool, mon.events.PY_START)
        return start, stop, pause, resume
    return None

def _profiler():
    try:
        import _lsprof
    except ImportError:
        return _setprofile()
    profiler = _lsprof.Profiler()
    def start():
        profiler.clear()
        profiler.enable(False, False)
    def stop():
        profiler.disable()
        return [entry.code for entry in profiler.getstats() if not isinstance(entry.code, str)]
    def resume():
        profiler.enable(False, False)
    return start, stop, profiler.disable, resume

def _setprofile():
    seen = set()
    def profile(frame, event, arg):
        if event == "call":
            seen.add(frame.f_code)
    def start():
        seen.clear()
        sys.setprofile(profile)
    def stop():
        sys.setprofile(None)
        return list(seen)
    return start, stop, lambda: sys.setprofile(None), lambda: sys.setprofile(profile)

def _recorder():
    hooks = (_monitoring() if hasattr(sys, "monitoring") else None) or _profiler()
    return tuple(_costing(hook) for hook in hooks)

def _merged_json(path, ours, merge):
    # A command may start pytest more than once: each start adds to what the ones before wrote.
    import json
    try:
        with open(path) as handle:
            ours = merge(json.load(handle), ours)
    except (OSError, ValueError):
        pass
    with open(path, "w") as handle:
        json.dump(ours, handle)

def _save_calls(path, calls):
    _costing(_merged_json)(path, calls, lambda theirs, ours: {**theirs, **ours})
    import json
    with open(path + ".cost", "a") as handle:
        handle.write(json.dumps({"cost": {"of": str(os.getpid()), "ms": _cost[0] * 1000}}) + "\\n")
`;

// src/triage/spectrum/pytest-coverage.ts
var PLUGIN = `${PYTEST_RECORDER}
import pytest

_out = os.environ["FIXLOOP_COVERAGE_OUT"]
_calls = {}
_hooks = _recorder()

@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    start, stop = _hooks[0], _hooks[1]
    start()
    try:
        yield
    finally:
        _calls[item.nodeid] = _named(stop())

def pytest_sessionfinish(session, exitstatus):
    _save_calls(_out, _calls)
`;
function pytestNodeId(test) {
  if (test.runnerId) return test.runnerId;
  if (!test.file.endsWith(".py")) return null;
  const scope = test.id.includes(" > ") ? test.id.slice(0, test.id.lastIndexOf(" > ")) : "";
  const name = test.id.includes(" > ") ? test.id.slice(test.id.lastIndexOf(" > ") + 3) : test.id;
  const module = test.file.replace(/\.py$/, "").replaceAll("/", ".");
  const classes = scope.startsWith(`${module}.`) ? scope.slice(module.length + 1).split(".") : [];
  return [test.file, ...classes, name].join("::");
}
function pytestOutcomesOnlyEnv(env) {
  return { ...env, ...hookVariables(env, { PYTEST_ADDOPTS: "--tb=no" }) };
}
function pytestCoverageRunner(options) {
  return {
    async run(tests, signal) {
      const command = tests.some((test) => pytestNodeId(test)) ? options.commandFor(tests) : null;
      if (!command) return /* @__PURE__ */ new Map();
      const tap2 = await pytestCoverageTap(options);
      try {
        await runProcess(command, {
          cwd: options.cwd,
          env: pytestOutcomesOnlyEnv({ ...options.env, ...tap2.env }),
          signal,
          runAs: options.runAs
        });
        return await tap2.read(tests);
      } finally {
        await tap2.close();
      }
    }
  };
}
async function pytestCoverageTap(options) {
  return pytestCallsTap(options, async (dir) => {
    await writeFile2(path38.join(dir, "fixloop_coverage.py"), PLUGIN);
    return hookVariables(options.env, { PYTHONPATH: dir, PYTEST_ADDOPTS: "-p fixloop_coverage" });
  });
}
async function pytestCallsTap(options, loads, extra = {}) {
  const dir = await mkdtemp8(path38.join(tmpdir7(), "fix-loop-pycov-"));
  shareFolder(dir, options.runAs);
  const out = path38.join(dir, "calls.json");
  let costMs = 0;
  return {
    env: {
      ...await loads(dir),
      ...extra,
      FIXLOOP_COVERAGE_ROOT: options.cwd,
      FIXLOOP_COVERAGE_OUT: out
    },
    async read(tests) {
      const ids = /* @__PURE__ */ new Map();
      for (const test of tests) {
        const nodeId = pytestNodeId(test);
        if (nodeId) ids.set(nodeId, test.id);
      }
      const calls = JSON.parse(await readRunOutput(out, COVERAGE_MOST_BYTES) || "{}");
      const found = /* @__PURE__ */ new Map();
      for (const [nodeId, functions] of Object.entries(calls)) {
        const id = ids.get(nodeId);
        if (id) found.set(id, new Set(functions));
      }
      costMs = recordingCostMs(await readRecords(`${out}.cost`));
      return found;
    },
    costMs: () => costMs,
    close: () => removeSharedFolder(dir)
  };
}

// src/runners/pytest-collection.ts
function readsPytestRun() {
  return {
    see() {
    },
    async finish(tests) {
      const stopped = tests.filter(collectionFailure);
      if (stopped.length === 0 || stopped.length < tests.length) return [];
      const files = [...new Set(stopped.map((test) => test.file))].join(", ");
      return [
        `pytest stopped at collection, so none of the tier's tests ran: it could not collect ${plural(stopped.length, "module")} (${files}); pytest --continue-on-collection-errors runs the rest`
      ];
    }
  };
}
function collectionFailure(test) {
  return test.status === "failed" && test.evidence?.reported?.message === "collection failure";
}

// src/runners/pytest-retry-plugin.ts
var PYTEST_RETRY_PLUGIN = `${PYTEST_RECORDER}
import copy, math, time
import pytest
from _pytest.runner import runtestprotocol

_times = int(os.environ.get("FIX_LOOP_RETRY_TIMES") or "0")
_attempts_out = os.environ.get("FIX_LOOP_RUNNER_ATTEMPTS")
_calls_out = os.environ.get("FIXLOOP_COVERAGE_OUT") if os.environ.get("FIXLOOP_COVERAGE_FROM") == "failure" else None
_limit = float(os.environ.get("FIXLOOP_COVERAGE_LIMIT") or "inf")
_FAILING = 50
_OTHER_RETRIES = ("rerunfailures", "flaky", "pytest_retry", "retry")

class _State:
    active = False
    retried = []
    failed = 0
    calls = {}
    files = {}
    hooks = None
    recording = False
    spent = 0.0
    started = 0.0

def pytest_configure(config):
    others = [name for name in _OTHER_RETRIES if config.pluginmanager.hasplugin(name)]
    workers = getattr(config.option, "numprocesses", None) or os.environ.get("PYTEST_XDIST_WORKER")
    _State.active = bool(_times > 0 and _attempts_out and not others and not workers)
    _State.started = time.perf_counter()
    if _State.active and _calls_out:
        _State.hooks = _recorder()
        _pause_in_assertion_messages()

def _pause_in_assertion_messages():
    # A failed assert of a rewritten test formats its operands there and then: their __repr__
    # (sqlparse's Token._get_repr_name) runs in failing tests alone, and would rank first.
    try:
        import _pytest.assertion.rewrite as rewrite
    except ImportError:
        return
    for name in ("_saferepr", "_call_reprcompare", "_format_assertmsg", "_format_explanation", "_format_boolop"):
        original = getattr(rewrite, name, None)
        if callable(original):
            setattr(rewrite, name, _paused(original))

def _paused(original):
    def call(*args, **kwargs):
        if not _State.recording:
            return original(*args, **kwargs)
        _State.hooks[2]()
        try:
            return original(*args, **kwargs)
        finally:
            _State.hooks[3]()
    return call

def _file_state(item):
    name = item.nodeid.split("::")[0]
    found = _State.files.get(name)
    if found is None:
        found = _State.files[name] = {"on": False, "seen": 0, "last_failed": False}
    return found

def _wanted(index, limit):
    # The first \`limit\` densely, then one in two, one in four, ...
    if index < limit:
        return True
    return index % (2 ** (int(math.log2(index / limit)) + 1)) == 0

def _affordable():
    return _State.spent < time.perf_counter() - _State.started - _State.spent

def _failure(reports):
    for report in reports:
        if report.failed and report.when in ("setup", "call"):
            return report
    return None

def _error(report):
    text = report.longreprtext or ""
    crash = getattr(report.longrepr, "reprcrash", None)
    message = getattr(crash, "message", None) or (text.strip().splitlines() or [""])[-1]
    return {"message": message, "stack": text}

def _forget_failed_setup(item):
    # A fixture whose setup raised keeps its error for the next request: set it up afresh.
    info = getattr(item, "_fixtureinfo", None)
    for definitions in getattr(info, "name2fixturedefs", {}).values():
        for definition in definitions:
            cached = getattr(definition, "cached_result", None)
            if cached is not None and cached[2]:
                definition.cached_result = None
                finalizers = getattr(definition, "_finalizers", None)
                if finalizers is not None:
                    finalizers.clear()
    stack = getattr(item.session._setupstate, "stack", None)
    if stack is not None and item in stack:
        del stack[item]

def _attempt(item, nextitem, recording, retry):
    # A retry formats no traceback (its file parsed again for each failure: most of a retry's
    # time in a long test module); a failure that stands keeps its first attempt's report.
    option = item.config.option
    style = getattr(option, "tbstyle", "auto")
    if retry:
        option.tbstyle = "no"
    if recording:
        _State.hooks[0]()
        _State.recording = True
        at = time.perf_counter()
    try:
        return runtestprotocol(item, nextitem=nextitem, log=False)
    finally:
        if recording:
            _State.recording = False
            _State.calls[item.nodeid] = _named(_State.hooks[1]())
            _State.spent += time.perf_counter() - at
        option.tbstyle = style

@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    # pytest's own formatting of a failure is no call of the test's: on Python 3.11, profiling
    # it cost more than the test (sqlparse: 50 ms a failure, where its tests take 6 ms).
    recording = _State.recording
    if recording:
        _State.hooks[2]()
    try:
        yield
    finally:
        if recording:
            _State.hooks[3]()

@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    if not _State.active:
        return None
    file = _file_state(item) if _State.hooks else None
    # A test after a failure is likely to fail too, and then its retry is its record: past the
    # 50th failure, its first attempt is recorded (as contrast) only one time in two, four, ...
    failing_run = file and file["last_failed"] and not _wanted(_State.failed, _FAILING)
    recording = bool(file and file["on"] and not failing_run and _wanted(file["seen"], _limit) and _affordable())
    recorded = False
    errors = []
    first = None
    while True:
        item.ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
        reports = _attempt(item, nextitem, recording, first is not None)
        recorded = recorded or recording
        failed = _failure(reports)
        if failed is None or len(errors) >= _times:
            if failed is not None and failed.when == first.when:
                first.duration = failed.duration
                reports = [first if report is failed else report for report in reports]
            for report in reports:
                item.ihook.pytest_runtest_logreport(report=report)
            item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
            break
        first = first or failed
        errors.append(_error(failed))
        rerun = copy.copy(failed)
        rerun.outcome = "rerun"
        item.ihook.pytest_runtest_logreport(report=rerun)
        item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
        _forget_failed_setup(item)
        # Output captured so far would be reported again with the retry's.
        sections = getattr(item, "_report_sections", None)
        if sections is not None:
            sections.clear()
        # The retry is the failure's record, unless its failed attempt was recorded already.
        recording = bool(file) and not recorded and len(errors) == 1
    if file is not None:
        file["last_failed"] = bool(errors)
        if errors:
            file["on"] = True
            _State.failed += 1
        elif file["on"]:
            file["seen"] += 1
    if errors:
        _State.retried.append({
            "file": _path_of(item),
            "name": item.nodeid.split("::", 1)[-1],
            "state": "failed" if failed is not None else "passed",
            "retryCount": len(errors),
            "errors": errors,
        })
    return True

def _path_of(item):
    # Under the folder as fix-loop named it ($PWD, which may go through a link), else the real one.
    base = os.getcwd()
    relative = os.path.relpath(str(getattr(item, "path", None) or item.fspath), base)
    given = os.environ.get("PWD")
    if given and given != base and os.path.isdir(given) and os.path.samefile(given, base):
        base = given
    return os.path.join(base, relative)

# The test this process is in, for a run killed at its timeout (src/junit/running-tests.ts): one
# file per process, rewritten in place as each test starts and emptied as it ends.
_running_out = os.environ.get("FIX_LOOP_RUNNING")
_running = {"fd": None}

def _note_running(text):
    try:
        if _running["fd"] is None:
            _running["fd"] = os.open(_running_out + "." + str(os.getpid()), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.ftruncate(_running["fd"], 0)
        os.lseek(_running["fd"], 0, os.SEEK_SET)
        os.write(_running["fd"], text.encode("utf-8", "replace"))
    except OSError:
        _running["fd"] = -1

def pytest_runtest_logstart(nodeid, location):
    if _running_out and _running["fd"] != -1:
        _note_running(nodeid + "\\n" + str(int(time.time() * 1000)))

def pytest_runtest_logfinish(nodeid, location):
    if _running_out and _running["fd"] not in (None, -1):
        _note_running("")

def pytest_report_teststatus(report):
    if report.outcome == "rerun":
        return "rerun", "R", ("RERUN", {"yellow": True})
    return None

def pytest_sessionfinish(session, exitstatus):
    if not _State.active:
        return
    _merged_json(_attempts_out, {"tests": _State.retried}, lambda theirs, ours: {"tests": theirs.get("tests", []) + ours["tests"]})
    if _calls_out:
        _save_calls(_calls_out, _State.calls)
`;

// src/runners/pytest-retry.ts
function pytestRetry(runnerId) {
  return {
    reporters: null,
    retryOption: "--reruns",
    files: { "fixloop_retry.py": PYTEST_RETRY_PLUGIN },
    args: () => [],
    env: (folder, env) => hookVariables(env, { PYTHONPATH: folder, PYTEST_ADDOPTS: "-p fixloop_retry" }),
    // The plugin names a test by its node id after the file ("TestY::test_z[1]"): a class's
    // test and a function of one name in one file stay apart.
    recordNames(ref) {
      const id = runnerId(ref);
      return id?.includes("::") ? [id.slice(id.indexOf("::") + 2)] : [ref.name];
    },
    fileOf: doctestTextFile
  };
}
function doctestTextFile(ref) {
  if (!/^[^/\\]+\.(?!py$)[A-Za-z0-9]+$/.test(ref.name)) return null;
  if (ref.classname === ref.name) return ref.name;
  if (!ref.classname.endsWith(`.${ref.name}`)) return null;
  return `${ref.classname.slice(0, -ref.name.length - 1).replaceAll(".", "/")}/${ref.name}`;
}
async function pytestFirstRunTap(context, retries) {
  if (retries < 1) return null;
  return pytestCallsTap(context, async () => ({}), {
    FIXLOOP_COVERAGE_FROM: "failure",
    FIXLOOP_COVERAGE_LIMIT: String(FIRST_RUN_CONTRAST)
  });
}

// src/runners/pytest.ts
var PYTEST_LISTING = {
  command: (program, scope) => [...program, "--collect-only", "-q", ...scope],
  // What the tier runs: its config and root, its filters, and what it collects (a doctest is a
  // test only under --doctest-modules or --doctest-glob; --ignore and --deselect drop tests).
  keeps: only(
    ...["-c", "--rootdir", "-p", "-o", "--import-mode", "--confcutdir", "-k", "-m"],
    ...["--doctest-modules", "--doctest-glob", "--ignore", "--ignore-glob", "--deselect"],
    ...["--pyargs", "--noconftest"]
  ),
  takesFiles: true,
  read: { output: parseCollection },
  okCodes: [0, 5]
};
var pytest = {
  name: "pytest",
  wroteReport: (head) => /<testsuites?\s[^>]*name="pytest(?: tests)?"/.test(head),
  commandLine: {
    start(words2) {
      const module = words2.findIndex(
        (word, i) => word === "-m" && words2[i + 1] === "pytest" && isPython(words2[i - 1])
      );
      if (module !== -1) return module + 2;
      return afterProgram(words2, "pytest") ?? afterProgram(words2, "py.test");
    },
    valueOptions: set(
      "-k",
      "-m",
      "-p",
      "-c",
      "-o",
      "-n",
      "-W",
      "-r",
      "--junitxml",
      "--junit-xml",
      "--junit-prefix",
      "--rootdir",
      "--basetemp",
      "--maxfail",
      "--tb",
      "--import-mode",
      "--confcutdir",
      "--cov-report",
      "--log-level",
      "--durations",
      "--capture",
      "--color",
      "--ignore",
      "--ignore-glob",
      "--deselect",
      "--doctest-glob"
    ),
    listOptions: set(),
    replacedOptions: set(),
    coverageSwitches: set("--cov"),
    replacesPaths: true,
    runnerId: pytestRunnerId,
    select(tests) {
      const ids = tests.map((test) => this.runnerId(test));
      return ids.some((id) => id === null) ? null : { options: [], paths: ids };
    }
  },
  takesOwnId: (id) => /^[^\s:]+\.py(?:::\S.*)?$/.test(id),
  listing: PYTEST_LISTING,
  report: {
    readsRun: readsPytestRun,
    withoutReport: (command, reports) => withoutReportOptions(
      command,
      { file: ["--junitxml", "--junit-xml"], reporter: null },
      reports
    )
  },
  // pytest has no shard option of its own: fix-loop splits the files it collects.
  shard: {
    units: { lister: PYTEST_LISTING, of: (listed) => unitsOfNodeIds(listed.runnerIds) },
    unitOf: fileUnit
  },
  outcomesOnlyEnv: pytestOutcomesOnlyEnv,
  retry: pytestRetry(pytestRunnerId),
  coverage: {
    runner: pytestCoverageRunner,
    onRetry: pytestCoverageTap,
    onFirstRun: pytestFirstRunTap,
    timeLimit: "default",
    oneRun: false
  },
  init: {
    language: "python",
    tier: ({ report: report2 }) => ({ command: `python3 -m pytest --junitxml=${report2}`, missing: [] }),
    // test/ as well as tests/: tabulate keeps its helpers in test/common.py.
    testPaths: ["tests/**", "test/**", "**/test_*.py", "**/*_test.py", "**/conftest.py"]
  },
  plan: {
    testFiles: ["**/test_*.py", "**/*_test.py"],
    comment: "#",
    fileExample: "test_bt_001_health.py",
    testExample: "def test_BT_001_health_answers_ok():"
  },
  packages: {
    programs: {
      pytest: { role: "run", install: "python3 -m pip install pytest" },
      "py.test": { role: "run", install: "python3 -m pip install pytest" }
    }
  },
  // pytest-repeat, when installed; without it pytest exits 4 (a usage error) and check loops.
  repeat: {
    withOption: (command, times) => insertAfter(command, /\bpytest\b/, `--count=${times}`),
    option: "pytest-repeat's --count",
    unknownOptionExit: 4
  }
};
function pytestRunnerId(test) {
  if (!test.file?.endsWith(".py")) return doctestTextFile(test);
  const module = test.file.slice(0, -3).replaceAll("/", ".");
  if (test.classname === "" && test.name === module) return test.file;
  if (test.classname === module) return `${test.file}::${test.name}`;
  if (!test.classname.startsWith(`${module}.`)) return null;
  const classes = test.classname.slice(module.length + 1).split(".");
  return [test.file, ...classes, test.name].join("::");
}
function parseCollection(stdout) {
  const runnerIds = stdout.split("\n").map((line) => line.trim()).filter((line) => /^[^\s:]+\.py::\S/.test(line));
  const ids = /* @__PURE__ */ new Set();
  const refs = /* @__PURE__ */ new Map();
  for (const nodeId of runnerIds) {
    const [file = "", ...names] = nodeId.split("::");
    const name = names.pop() ?? "";
    const classname = [file.slice(0, -3).replaceAll("/", "."), ...names].join(".");
    const id = junitTestId(name, classname);
    ids.add(id);
    if (!refs.has(id)) refs.set(id, { name, classname, suite: "", file, line: null });
  }
  return { ids, runnerIds, refs };
}
function unitsOfNodeIds(nodeIds) {
  return [...new Set(nodeIds.map((id) => id.split("::")[0] ?? id))].sort();
}

// src/runners/tap.ts
import path41 from "node:path";

// src/runners/tap-coverage.ts
import path39 from "node:path";
var TAP_LOADS = {
  files: { "fix-loop-tap-coverage.cjs": TAP_COVERAGE_HOOKS },
  words: (folder) => [`--node-arg=--require=${path39.join(folder, "fix-loop-tap-coverage.cjs")}`]
};
var TAP_COVERAGE = {
  runner: (options) => oneRunCoverage(
    {
      files: TAP_LOADS.files,
      args: (folder) => TAP_LOADS.words(folder).map(quoteShell).join(" "),
      recordsCollection: false
    },
    { ...options, fallback: { run: async () => /* @__PURE__ */ new Map() } }
  ),
  onRetry: (context) => runnerCoverageTap({ ...context, from: "start" }),
  hooks: TAP_LOADS,
  timeLimit: "tiers",
  oneRun: true
};

// src/runners/tap-flat-report.ts
var FLAT_SUITE = "TAP Tests";
function isFlatReport(refs) {
  return refs.length > 0 && refs.every((ref) => ref.suite === FLAT_SUITE);
}
function foldFlatReport(tests, refs) {
  const order = [];
  const parts = /* @__PURE__ */ new Map();
  refs.forEach((ref, index) => {
    const seen = parts.get(ref.classname);
    if (seen) seen.push(index);
    else {
      parts.set(ref.classname, [index]);
      order.push(ref.classname);
    }
  });
  const folded = order.map((classname) => {
    const indexes = parts.get(classname) ?? [];
    const members = indexes.map((index) => tests[index]);
    const { file, subtests } = splitClassname(classname);
    const failed = members.find((test2) => test2.status === "failed");
    const status = failed ? "failed" : members.some((test2) => test2.status === "passed") ? "passed" : "skipped";
    const first = members[0];
    const id = file === null ? classname : subtests === "" ? file : `${file} > ${subtests}`;
    const test = {
      ...first,
      id,
      title: subtests || classname,
      status,
      file: file ?? first.file,
      durationMs: members.reduce((sum, each) => sum + each.durationMs, 0),
      reason: status === "skipped" ? first.reason : null,
      evidence: failed?.evidence ? unescaped(failed.evidence) : null
    };
    const ref = {
      name: subtests,
      classname: file ?? classname,
      suite: FLAT_SUITE,
      file,
      line: null
    };
    return { test, ref };
  });
  tests.splice(0, tests.length, ...folded.map((each) => each.test));
  refs.splice(0, refs.length, ...folded.map((each) => each.ref));
}
function selectFlat(tests) {
  const files = filesOf2(tests);
  if (!files) return null;
  const prefixes = tests.flatMap((test) => {
    if (test.name === "") return [];
    const words2 = test.name.split(" ");
    return words2.map((_, index) => words2.slice(0, index + 1).join(" "));
  });
  if (prefixes.length === 0) return { options: [], paths: files };
  return { options: [`--grep=${anchoredAlternatives(prefixes)}`], paths: files };
}
function unescaped(evidence) {
  const text = (value) => value.replace(/&(lt|gt|quot|#39|amp);/g, (_, name) => ENTITIES[name] ?? "");
  return {
    ...evidence,
    excerpt: text(evidence.excerpt),
    message: evidence.message === null ? null : text(evidence.message)
  };
}
var ENTITIES = { lt: "<", gt: ">", quot: '"', "#39": "'", amp: "&" };
function splitClassname(classname) {
  const space = classname.indexOf(" ");
  const file = space === -1 ? classname : classname.slice(0, space);
  if (!/\.[cm]?[jt]sx?$/.test(file)) return { file: null, subtests: classname };
  return { file, subtests: space === -1 ? "" : classname.slice(space + 1) };
}

// src/files/project-file.ts
import { statSync as statSync2 } from "node:fs";
import path40 from "node:path";
function projectFile2(file, cwd) {
  if (file === "" || file.startsWith("-") || path40.isAbsolute(file)) return null;
  if (file.split(/[\\/]/).includes("..")) return null;
  try {
    return statSync2(path40.join(cwd, file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

// src/runners/tap-ids.ts
function refsOfTapId(id, cwd) {
  const parts = id.split(" > ");
  const file = parts[0] ?? "";
  const name = parts.at(-1) ?? "";
  if (parts.length < 2 || name === "") return null;
  if (!projectFile2(file, cwd)) return null;
  return [{ name, classname: parts.slice(0, -1).join(" > "), suite: "", file, line: null }];
}

// src/runners/tap.ts
var LEVEL = " > ";
var FILE_ASSERTION = "(the file's own assertion)";
var tap = {
  name: "tap",
  // tap 18's junit reporter nests a testsuite per subtest in <testsuites>; tap 16's xunit is flat.
  wroteReport: (head) => /<testsuites?\s[^>]*name="TAP Tests"/.test(head),
  commandLine: {
    start: (words2) => afterProgram(words2, "tap", "run") ?? afterProgram(words2, "tap"),
    valueOptions: set(
      "-R",
      "--reporter",
      "-f",
      "--reporter-file",
      "-r",
      "--reporter-arg",
      "-t",
      "--timeout",
      "-j",
      "--jobs",
      "--plugin",
      "--before",
      "--after",
      "--serial",
      "-o",
      "--output-file",
      "-d",
      "--output-dir",
      "--node-arg"
    ),
    listOptions: set(),
    replacedOptions: set("-g", "--grep"),
    replacesPaths: true,
    runnerId: () => null,
    select(tests) {
      if (tests.length > 0 && tests.every((test) => test.suite === FLAT_SUITE))
        return selectFlat(tests);
      const files = filesOf2(tests);
      if (!files) return null;
      if (tests.some((test) => test.suite === FILE_ASSERTION)) return { options: [], paths: files };
      const levels = tests.map(subtestPath);
      const depth = Math.min(...levels.map((names) => names.length));
      const options = [];
      for (let level = 0; level < depth; level++)
        options.push(`--grep=${anchoredAlternatives(levels.map((names) => names[level] ?? ""))}`);
      return { options, paths: files };
    }
  },
  refsOfId: refsOfTapId,
  report: {
    withoutReport: (command, reports) => withoutReportOptions(
      command,
      { file: ["--reporter-file", "-f"], reporter: "--reporter", junitReporter: "junit" },
      reports
    ) ?? withoutRedirectedReport(command, { options: ["-R", "--reporter"], name: "xunit" }, reports),
    readsRun: readsRun3
  },
  coverage: TAP_COVERAGE,
  init: {
    language: "node",
    inScript: (script) => script.split(/\s+/).some((word) => path41.basename(word) === "tap"),
    dependency: "tap",
    // tap fails a run whose coverage is short of 100 % though every test passed: the tier
    // measures tests, so coverage is off. tap does not create the report's folder. Before 18,
    // tap has no junit reporter: its xunit one writes the flat report to stdout.
    tier({ script, report: report2, reportDir, declared }) {
      const own = scriptArguments(script, tap.commandLine, DROPPED3);
      const reporter = before18(declared("tap")) ? `--no-coverage -R xunit > ${report2}` : `--reporter=junit --reporter-file=${report2} --disable-coverage`;
      return {
        command: words(`mkdir -p ${reportDir} &&`, own.env, "npx tap", own.args, reporter),
        missing: []
      };
    },
    testPaths: JS_TEST_PATHS
  },
  packages: { runner: "tap" }
};
function before18(range) {
  const major = /^\D{0,3}(\d+)/.exec(range ?? "")?.[1];
  return major !== void 0 && Number(major) < 18;
}
var DROPPED3 = set("-R", "--reporter", "-f", "--reporter-file", "-w", "--watch", "-b", "--bail");
function subtestPath(test) {
  return [...test.classname.split(LEVEL).slice(1), test.name];
}
function readsRun3() {
  const files = fileSuites();
  return {
    see() {
    },
    seeSuite: files.see,
    async finish(tests, refs) {
      if (isFlatReport(refs)) {
        foldFlatReport(tests, refs);
        return files.problems();
      }
      const pathOf = (ref) => `${ref.classname}${LEVEL}${ref.name}`;
      const byPath = new Map(refs.map((ref, index) => [pathOf(ref), index]));
      const hasChildren = new Set(refs.map((ref) => ref.classname));
      const assertion = refs.map(
        (ref) => !hasChildren.has(pathOf(ref)) && byPath.has(ref.classname)
      );
      const ownFailure = /* @__PURE__ */ new Map();
      const hasSubtests = /* @__PURE__ */ new Set();
      refs.forEach((ref, index) => {
        const parent = byPath.get(ref.classname);
        if (parent === void 0) return;
        if (!assertion[index]) hasSubtests.add(parent);
        else if (tests[index]?.status === "failed" && !ownFailure.has(parent))
          ownFailure.set(parent, tests[index]);
      });
      const kept2 = [];
      refs.forEach((_, index) => {
        if (assertion[index]) return;
        if (hasSubtests.has(index) && !ownFailure.has(index)) return;
        kept2.push(index);
      });
      const keptTests = kept2.map((index) => {
        const test = tests[index];
        const failed = ownFailure.get(index);
        const file = fileOf(refs[index]);
        return {
          ...test,
          file: file ?? test.file,
          evidence: test.status === "failed" && failed?.evidence ? failed.evidence : test.evidence
        };
      });
      const keptRefs = kept2.map((index) => {
        const ref = refs[index];
        const fileAssertion = !ref.classname.includes(LEVEL) && !hasChildren.has(pathOf(ref)) && tests[index]?.status === "failed";
        return {
          ...ref,
          file: fileOf(ref) ?? ref.file,
          suite: fileAssertion ? FILE_ASSERTION : ref.suite
        };
      });
      tests.splice(0, tests.length, ...keptTests);
      refs.splice(0, refs.length, ...keptRefs);
      return files.problems();
    }
  };
}
function fileSuites() {
  let root = null;
  const files = [];
  return {
    see(suite) {
      if (suite.depth === 0) root = suite;
      else if (suite.depth === 1) files.push(suite);
    },
    problems() {
      const counted = files.reduce((sum, file) => sum + file.failures, 0);
      const unaccounted = (root?.failures ?? 0) - counted;
      const empty2 = files.filter((file) => file.cases === 0 && file.skipped > 0);
      if (unaccounted < 1 || empty2.length === 0) return [];
      const names = empty2.map((file) => file.name).join(", ");
      return [
        `tap counted ${unaccounted === 1 ? "a failure" : `${unaccounted} failures`} its report holds no test for: ${names} ran no test ("no tests found"), as a test file does that throws before it declares one; tap run on ${empty2.length === 1 ? "that file" : "one of them"} alone prints why`
      ];
    }
  };
}
function fileOf(ref) {
  const file = ref.classname.split(LEVEL)[0] ?? "";
  return /\.[cm]?[jt]sx?$/.test(file) ? file : null;
}

// src/runners/vitest.ts
import path42 from "node:path";

// src/runners/vitest-ids.ts
function refsOfVitestId(id, cwd) {
  const [file = "", ...names] = id.split(" > ");
  const name = names.join(" > ");
  if (name === "" || !/\.[cm]?[jt]sx?$/.test(file)) return null;
  if (!projectFile2(file, cwd)) return null;
  return [{ name, classname: file, suite: "", file, line: null }];
}

// src/runners/vitest-retry-reporter.ts
var VITEST_REPORTER = `import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
const out = process.env.FIX_LOOP_RUNNER_ATTEMPTS;
const here = path.dirname(fileURLToPath(import.meta.url));
const coverage = path.join(here, "fix-loop-coverage-setup.mjs");
const running = path.join(here, "fix-loop-running-setup.mjs");
const errorsOf = (list) => (list ?? []).map((e) => ({ message: String(e?.message ?? ""), stack: String(e?.stack ?? "") }));
// Only the files where a test was retried: the rest have nothing to read back (a green run of
// jshttp/cookie's 63,740 tests wrote 12 MB for nothing), and a file's tests stay together, as
// two of one file may share a name and are matched in order.
function write(tests) {
  if (!out) return;
  const retried = new Set(tests.filter((test) => test.retryCount > 0).map((test) => test.file));
  writeFileSync(out, JSON.stringify({ tests: tests.filter((test) => retried.has(test.file)) }));
}
export default class FixLoopRetries {
  onInit(vitest) {
    // Setup files only where coverage brings one already: vite 6 serves vitest 3 none of ours.
    if (!process.env.FIX_LOOP_COVERAGE_OUT) return;
    ${vitestAddSetupFile("running", { leaveOwnCoverage: false })}
    ${vitestAddSetupFile("coverage")}
  }
  onTestRunEnd(modules) {
    const tests = [];
    for (const module of modules)
      for (const test of module.children.allTests()) {
        const result = test.result();
        tests.push({ file: module.moduleId, name: test.fullName, state: result.state,
          retryCount: test.diagnostic()?.retryCount ?? 0, errors: errorsOf(result.errors) });
      }
    write(tests);
    this.wrote = true;
  }
  onFinished(files) {
    if (this.wrote) return;
    const tests = [];
    const walk = (task, names, file) => {
      for (const child of task.tasks ?? []) {
        if (child.type === "suite") walk(child, [...names, child.name], file);
        else if (child.type === "test")
          tests.push({ file, name: [...names, child.name].join(" > "),
            state: child.result?.state === "pass" ? "passed" : child.result?.state === "fail" ? "failed" : "skipped",
            retryCount: child.result?.retryCount ?? 0, errors: errorsOf(child.result?.errors) });
      }
    };
    for (const file of files ?? []) walk(file, [], file.filepath);
    write(tests);
  }
}
`;
var VITEST_RUNNING_SETUP = `import { createRequire } from "node:module";
import path from "node:path";
import { threadId } from "node:worker_threads";
import { afterAll, afterEach, beforeEach } from "vitest";
const require = createRequire(import.meta.url);
${runningNote('process.pid + "-" + threadId')}
beforeEach((context) => {
  const names = [];
  for (let at = context.task; at && at.type !== "file" && at.name; at = at.suite) names.unshift(at.name);
  noteRunning(path.relative(process.cwd(), context.task.file.filepath) + " > " + names.join(" > "));
});
afterEach(() => noteRunning(""));
afterAll(() => noteRunningDone());
`;

// src/runners/vitest-value-options.ts
var VITEST_VALUE_OPTIONS = [
  "--attachmentsDir",
  "--bail",
  "--browser",
  "--browser.connectTimeout",
  "--browser.detailsPanelPosition",
  "--browser.locators",
  "--browser.name",
  "--browser.provider",
  "--browser.providerOptions",
  "--browser.trace",
  "--config",
  "--configLoader",
  "--coverage.changed",
  "--coverage.customProviderModule",
  "--coverage.exclude",
  "--coverage.extension",
  "--coverage.htmlDir",
  "--coverage.ignoreClassMethods",
  "--coverage.include",
  "--coverage.processingConcurrency",
  "--coverage.provider",
  "--coverage.reporter",
  "--coverage.reportsDirectory",
  "--coverage.thresholds.autoUpdate",
  "--coverage.thresholds.branches",
  "--coverage.thresholds.functions",
  "--coverage.thresholds.lines",
  "--coverage.thresholds.statements",
  "--coverage.watermarks.branches",
  "--coverage.watermarks.functions",
  "--coverage.watermarks.lines",
  "--coverage.watermarks.statements",
  "--diff",
  "--diff.aAnnotation",
  "--diff.aIndicator",
  "--diff.bAnnotation",
  "--diff.bIndicator",
  "--diff.commonIndicator",
  "--diff.contextLines",
  "--diff.emptyFirstOrLastLinePlaceholder",
  "--diff.maxDepth",
  "--diff.truncateAnnotation",
  "--diff.truncateThreshold",
  "--dir",
  "--environment",
  "--exclude",
  "--execArgv",
  "--expect.poll.interval",
  "--expect.poll.timeout",
  "--experimental",
  "--experimental.importDurations.limit",
  "--experimental.importDurations.print",
  "--experimental.importDurations.thresholds.danger",
  "--experimental.importDurations.thresholds.warn",
  "--experimental.vcsProvider",
  "--hookTimeout",
  "--maxConcurrency",
  "--maxWorkers",
  "--minWorkers",
  "--mode",
  "--outputFile",
  "--pool",
  "--poolOptions",
  "--poolOptions.forks",
  "--poolOptions.forks.maxForks",
  "--poolOptions.forks.minForks",
  "--poolOptions.threads",
  "--poolOptions.threads.maxThreads",
  "--poolOptions.threads.minThreads",
  "--poolOptions.vmForks",
  "--poolOptions.vmForks.maxForks",
  "--poolOptions.vmForks.memoryLimit",
  "--poolOptions.vmForks.minForks",
  "--poolOptions.vmThreads",
  "--poolOptions.vmThreads.maxThreads",
  "--poolOptions.vmThreads.memoryLimit",
  "--poolOptions.vmThreads.minThreads",
  "--project",
  "--reporter",
  "--retry",
  "--retry.condition",
  "--retry.count",
  "--retry.delay",
  "--root",
  "--sequence",
  "--sequence.hooks",
  "--sequence.seed",
  "--sequence.setupFiles",
  "--shard",
  "--slowTestThreshold",
  "--tagsFilter",
  "--teardownTimeout",
  "--testTimeout",
  "--typecheck.checker",
  "--typecheck.spawnTimeout",
  "--typecheck.tsconfig",
  "--vmMemoryLimit",
  "--workspace",
  "-c",
  "-r",
  "--outputFile.junit",
  "--outputFile.json",
  "--outputFile.html",
  "--outputFile.blob"
];

// src/runners/vitest.ts
var VITEST_COVERAGE = {
  configs: ["ts", "mts", "cts", "js", "mjs", "cjs"].flatMap((ext) => [
    `vitest.config.${ext}`,
    `vite.config.${ext}`
  ]),
  on: /\bcoverage\s*:\s*\{[^}]*\benabled\s*:\s*true\b/,
  off: "--coverage.enabled=false"
};
var vitest = {
  name: "vitest",
  wroteReport: (head) => /<testsuites\s[^>]*name="vitest tests"/.test(head),
  commandLine: {
    start: (words2) => afterProgram(words2, "vitest", "run") ?? afterProgram(words2, "vitest"),
    valueOptions: set(...VITEST_VALUE_OPTIONS),
    listOptions: set(),
    // A leg's --shard is no re-run's: a chosen test would land in one leg of its own split.
    replacedOptions: set("-t", "--testNamePattern", "--shard"),
    coverageSwitches: set("--coverage", "--coverage.enabled"),
    replacesPaths: true,
    pathsFirst: true,
    runnerId: () => null,
    select(tests) {
      const files = filesOf2(tests);
      if (!files) return null;
      return { options: ["-t", anchoredAlternatives(tests.map(fullName), " ?")], paths: files };
    }
  },
  refsOfId: refsOfVitestId,
  listing: {
    // `--json` last: followed by a word, it would take it as the file to write.
    command: (program, scope) => [...program, "list", ...scope, "--json"],
    // `list` replaces `run`.
    program: (written, plain, start2) => plain[start2 - 1] === "run" ? written.slice(0, start2 - 1) : written.slice(0, start2),
    keeps: only("-c", "--config", "-r", "--root", "--dir", "--project", "-t", "--testNamePattern"),
    takesFiles: true,
    read: { output: parseList2 },
    okCodes: [0]
  },
  report: {
    withoutReport: (command, reports) => withoutReportOptions(
      command,
      {
        file: ["--outputFile", "--outputFile.junit"],
        reporter: "--reporter",
        junitReporter: "junit"
      },
      reports
    )
  },
  retry: {
    reporters: "--reporter",
    retryOption: "--retry",
    files: {
      "fix-loop-retries.mjs": VITEST_REPORTER,
      "fix-loop-coverage-setup.mjs": VITEST_COVERAGE_SETUP,
      "fix-loop-running-setup.mjs": VITEST_RUNNING_SETUP
    },
    args: (folder, retries) => [
      `--retry=${retries}`,
      `--reporter=${path42.join(folder, "fix-loop-retries.mjs")}`
    ]
  },
  coverage: inRunCoverage(VITEST_HOOKS, "--pool=threads"),
  init: {
    language: "node",
    inScript: (script) => script.split(/\s+/).some((word) => path42.basename(word) === "vitest"),
    dependency: "vitest",
    tier({ script, report: report2 }) {
      const own = scriptArguments(script, vitest.commandLine, DROPPED4);
      const args = own.args.filter((word, i) => i > 0 || !/^(?:run|watch|dev)$/.test(word));
      const command = words(own.env, "npx vitest run", args);
      return { command: `${command} --reporter=junit --outputFile=${report2}`, missing: [] };
    },
    testPaths: JS_TEST_PATHS,
    ownCoverage: VITEST_COVERAGE
  },
  shard: {
    withOption: shardOptionAfter(/\bvitest(?:\s+run)?\b/),
    units: {
      lister: fileLister(
        (program, scope) => [...program, "list", ...scope, "--filesOnly", "--json"],
        only("-c", "--config", "-r", "--root", "--dir", "--project"),
        (written, plain, start2) => plain[start2 - 1] === "run" ? written.slice(0, start2 - 1) : written.slice(0, start2)
      ),
      of: listedFiles
    },
    unitOf: fileUnit
  },
  packages: { runner: "vitest" },
  plan: {
    testFiles: JS_TEST_FILES,
    comment: "//",
    fileExample: "bt-001-health.test.ts",
    testExample: 'test("BT-001 health answers ok", async () => { ... })'
  }
};
var DROPPED4 = set("--reporter", "--outputFile", "--watch", "-w", "--ui", "--bail", "--coverage");
function parseList2(stdout, cwd) {
  const entries = jsonArrayIn(stdout);
  if (!entries) return null;
  const refs = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    if (typeof entry?.name !== "string" || typeof entry.file !== "string") return null;
    const file = path42.relative(cwd, entry.file).split(path42.sep).join("/");
    refs.set(junitTestId(entry.name, file), {
      name: entry.name,
      classname: file,
      suite: file,
      file,
      line: null
    });
  }
  return { ids: new Set(refs.keys()), runnerIds: [], refs };
}

// src/runners/registry.ts
var RUNNERS = {
  pytest,
  vitest,
  jest,
  mocha,
  go,
  playwright,
  tap,
  node
};
function isFramework(name) {
  return name != null && Object.hasOwn(RUNNERS, name);
}
function runnerOf(framework) {
  return RUNNERS[framework];
}
var ALL = Object.entries(RUNNERS);
function frameworkOfReport(head) {
  return ALL.find(([, runner]) => runner.wroteReport(head))?.[0] ?? null;
}
function frameworkOfCommand(command) {
  const words2 = command.split(/\s+/).map((word) => word.replace(/^['"]|['"]$/g, ""));
  const found = ALL.find(
    ([, { commandLine }]) => commandLine.start(words2) !== null || (commandLine.separatorAt?.(words2) ?? null) !== null
  );
  return found?.[0] ?? null;
}
function identifyRunner(reportHead, command) {
  const name = (reportHead !== null ? frameworkOfReport(reportHead) : null) ?? frameworkOfCommand(command);
  return name ? RUNNERS[name] : null;
}
function runnerNamed(framework) {
  return framework ? RUNNERS[framework] : null;
}

// src/git/hardened-options.ts
var HARDENED_GIT_OPTIONS = [
  "-c",
  "core.hooksPath=/dev/null",
  "-c",
  "core.fsmonitor=false",
  "-c",
  "core.untrackedCache=false",
  "-c",
  "credential.helper=",
  "-c",
  "core.askPass=",
  "-c",
  "core.sshCommand=ssh",
  "-c",
  "core.pager=cat",
  "-c",
  "commit.gpgSign=false",
  "-c",
  "protocol.ext.allow=never"
];

// src/git/hardened-git.ts
var PASSED_THROUGH = [
  "PATH",
  "HOME",
  "TMPDIR",
  "LANG",
  "SYSTEMROOT",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "SSH_AUTH_SOCK"
];
var ENFORCED = {
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_TERMINAL_PROMPT: "0",
  GIT_OPTIONAL_LOCKS: "0",
  LC_ALL: "C"
};
function hardenedGitEnv(extra = {}) {
  const env = {};
  for (const name of PASSED_THROUGH) {
    const value = process.env[name];
    if (value !== void 0) env[name] = value;
  }
  return { ...env, ...extra, ...ENFORCED };
}
async function hardenedGit(cwd, args, options = {}) {
  const execa = await execaWhenNeeded();
  const result = await execa("git", [...HARDENED_GIT_OPTIONS, ...args], {
    cwd,
    env: hardenedGitEnv(options.env),
    extendEnv: false,
    input: options.input,
    reject: false,
    stripFinalNewline: false
  });
  if (result.exitCode !== 0) {
    const why = String(result.stderr || result.stdout).trim();
    throw new Error(`git ${args.join(" ")} failed in ${cwd}: ${why}`);
  }
  return String(result.stdout);
}

// src/files/node-package-manager.ts
async function addDevDependencyCommand(root) {
  const manager = await packageManagerOf(root);
  if (manager !== "npm") return `${manager} add -D`;
  return withCiFlags(root, "npm install --save-dev");
}
async function runScriptCommand(root) {
  return `${await packageManagerOf(root)} run`;
}
async function packageManagerOf(root) {
  if (await existsIn(root, "pnpm-lock.yaml")) return "pnpm";
  if (await existsIn(root, "yarn.lock")) return "yarn";
  return "npm";
}
async function withCiFlags(root, command) {
  const flags = await ciNpmInstallFlags(root);
  return flags.length > 0 ? `${command} ${flags.join(" ")}` : command;
}
async function nodeInstallCommand(root) {
  const locked = (name) => lockFileInCheckout(root, name);
  if (await locked("pnpm-lock.yaml"))
    return "corepack enable pnpm && pnpm install --frozen-lockfile";
  if (await locked("yarn.lock")) {
    return await existsIn(root, ".yarnrc.yml") ? "corepack enable yarn && yarn install --immutable" : "yarn install --frozen-lockfile";
  }
  const npm = await locked("package-lock.json") || await locked("npm-shrinkwrap.json") ? "npm ci" : "npm install";
  return withCiFlags(root, npm);
}
async function lockFileInCheckout(root, name) {
  if (!await existsIn(root, name)) return false;
  const succeeds = (args) => hardenedGit(root, args).then(
    () => true,
    () => false
  );
  if (await succeeds(["rev-parse", "--is-inside-work-tree"]))
    return succeeds(["ls-files", "--error-unmatch", "--", name]);
  return !await succeeds(["check-ignore", "--quiet", "--", name]);
}

// src/init/runner-script.ts
var MAX_DEPTH = 4;
function runnerScript(scripts, names) {
  const start2 = scripts.test ?? "";
  return follow(start2, scripts, names, /* @__PURE__ */ new Set(["test"]), 0) ?? start2;
}
function follow(script, scripts, names, seen, depth) {
  if (names(script)) return script;
  if (depth >= MAX_DEPTH) return null;
  for (const name of scriptsCalled(script)) {
    const body = scripts[name];
    if (body === void 0 || seen.has(name)) continue;
    seen.add(name);
    const found = follow(body, scripts, names, seen, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
function scriptsReached(script, scripts) {
  const reached = [];
  const seen = /* @__PURE__ */ new Set();
  let level = [script];
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const next = [];
    for (const name of level.flatMap(scriptsCalled)) {
      const body = scripts[name];
      if (body === void 0 || seen.has(name)) continue;
      seen.add(name);
      next.push(body);
    }
    reached.push(...next);
    level = next;
  }
  return reached;
}
function scriptsCalled(script) {
  const commands = (simpleCommands(script) ?? []).map((words2) => words2.map(unquote));
  return commands.flatMap((words2) => {
    const named = scriptNamed(words2.filter((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word)));
    return named ? [named] : [];
  });
}
function scriptNamed(words2) {
  const [tool, first, second] = words2;
  if (tool === "npm" && (first === "run" || first === "run-script")) return option(second);
  if (tool === "pnpm" || tool === "yarn") {
    if (first === "run") return option(second);
    if (first && !TOOL_COMMANDS.has(first)) return option(first);
  }
  return null;
}
function option(word) {
  return word && !word.startsWith("-") ? word : null;
}
var TOOL_COMMANDS = /* @__PURE__ */ new Set([
  "add",
  "dlx",
  "exec",
  "install",
  "i",
  "remove",
  "test",
  "t",
  "why",
  "workspace",
  "workspaces"
]);
function stepsLeftOut(scripts, names) {
  const steps = (simpleCommands(scripts.test ?? "") ?? []).map((words2) => words2.join(" "));
  return steps.filter((step) => !names(runnerScript({ ...scripts, test: step }, names)));
}

// src/init/build-before-tests.ts
var BUILDS = /\b(?:build|tsc|babel|rollup|webpack|esbuild|tsup|tshy|tsdown|unbuild|vite\s+build|compile)\b/;
var CHECKS = /\b(?:lint|eslint|standard|prettier|xo|tslint|biome|oxlint|tsd|tstyche|publint|attw|knip)\b|(?:^|\s)--?noEmit\b/i;
function builds(script, scripts = {}) {
  const all = [script, ...scriptsReached(script, scripts)];
  return all.some((text) => BUILDS.test(text)) && !all.some((text) => CHECKS.test(text));
}
function buildBeforeTests(scripts, runScript) {
  const pretest = scripts.pretest;
  return pretest && builds(pretest, scripts) ? `${runScript} pretest` : null;
}

export {
  testResultSchema,
  serviceResultSchema,
  preflightResultSchema,
  tierResultSchema,
  claimSchema,
  groupSchema,
  guardReportSchema,
  resultsSchema,
  readText,
  readPackageJson,
  ciTestEnv,
  ciStepRun,
  ciNodeMajors,
  ciGoVersions,
  ciStepsBeforeTests,
  preparationWords,
  HARDENED_GIT_OPTIONS,
  hardenedGit,
  addDevDependencyCommand,
  runScriptCommand,
  nodeInstallCommand,
  commandWithoutReport,
  goModulePath,
  relativeToRoot,
  realFileInsideRoot,
  handTreeTo,
  shareFolder,
  removeSharedFolder,
  require_picomatch2 as require_picomatch,
  isDynamicPattern,
  glob,
  cleanOutput,
  plural,
  formatDuration,
  buildEvidence,
  GO_TOOLCHAIN,
  findLocationInText,
  GENERIC_MESSAGE,
  junitEvidence,
  openHandlesHint,
  reportCounts,
  junitTestId,
  readRunOutput,
  RUNNING_VARIABLE,
  forgetRunning,
  runningTests,
  runningTestsText,
  runJunitCommand,
  listTests,
  goShortName,
  goFunctionsOf,
  isTestPath,
  normalisePath,
  splitFunctionId,
  helperUnit,
  isHelperUnit,
  helperOwner,
  comparableName,
  hookFolder,
  hookFolderStart,
  readTextIfAny,
  scriptArguments,
  scriptWrapper,
  installedManifest,
  runnerCall,
  pathFolders,
  pytest,
  projectFile2 as projectFile,
  RUNNERS,
  isFramework,
  runnerOf,
  frameworkOfCommand,
  identifyRunner,
  runnerNamed,
  runnerScript,
  stepsLeftOut,
  builds,
  buildBeforeTests
};
