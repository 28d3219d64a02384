import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  nearestWord
} from "./cli-chunk-KBYXN65N.js";
import {
  hookVariables,
  joinShell,
  quoteShell,
  runProcess,
  simpleCommands,
  splitShell,
  stripAnsi,
  unquote
} from "./cli-chunk-YDJOS3O3.js";
import {
  UserError,
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
  __export,
  __require,
  __toESM
} from "./cli-chunk-T23RE6E6.js";

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node3) => !!node3 && typeof node3 === "object" && node3[NODE_TYPE] === ALIAS;
    var isDocument = (node3) => !!node3 && typeof node3 === "object" && node3[NODE_TYPE] === DOC;
    var isMap = (node3) => !!node3 && typeof node3 === "object" && node3[NODE_TYPE] === MAP;
    var isPair = (node3) => !!node3 && typeof node3 === "object" && node3[NODE_TYPE] === PAIR;
    var isScalar = (node3) => !!node3 && typeof node3 === "object" && node3[NODE_TYPE] === SCALAR;
    var isSeq = (node3) => !!node3 && typeof node3 === "object" && node3[NODE_TYPE] === SEQ;
    function isCollection(node3) {
      if (node3 && typeof node3 === "object")
        switch (node3[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node3) {
      if (node3 && typeof node3 === "object")
        switch (node3[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node3) => (isScalar(node3) || isCollection(node3)) && !!node3.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar;
    exports.isSeq = isSeq;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node3, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node3)) {
        const cd = visit_(null, node3.contents, visitor_, Object.freeze([node3]));
        if (cd === REMOVE)
          node3.contents = null;
      } else
        visit_(null, node3, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key2, node3, visitor, path40) {
      const ctrl = callVisitor(key2, node3, visitor, path40);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key2, path40, ctrl);
        return visit_(key2, ctrl, visitor, path40);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node3)) {
          path40 = Object.freeze(path40.concat(node3));
          for (let i = 0; i < node3.items.length; ++i) {
            const ci = visit_(i, node3.items[i], visitor, path40);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node3.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node3)) {
          path40 = Object.freeze(path40.concat(node3));
          const ck = visit_("key", node3.key, visitor, path40);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node3.key = null;
          const cv = visit_("value", node3.value, visitor, path40);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node3.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node3, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node3)) {
        const cd = await visitAsync_(null, node3.contents, visitor_, Object.freeze([node3]));
        if (cd === REMOVE)
          node3.contents = null;
      } else
        await visitAsync_(null, node3, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key2, node3, visitor, path40) {
      const ctrl = await callVisitor(key2, node3, visitor, path40);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key2, path40, ctrl);
        return visitAsync_(key2, ctrl, visitor, path40);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node3)) {
          path40 = Object.freeze(path40.concat(node3));
          for (let i = 0; i < node3.items.length; ++i) {
            const ci = await visitAsync_(i, node3.items[i], visitor, path40);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node3.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node3)) {
          path40 = Object.freeze(path40.concat(node3));
          const ck = await visitAsync_("key", node3.key, visitor, path40);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node3.key = null;
          const cv = await visitAsync_("value", node3.value, visitor, path40);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node3.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key2, node3, visitor, path40) {
      if (typeof visitor === "function")
        return visitor(key2, node3, path40);
      if (identity.isMap(node3))
        return visitor.Map?.(key2, node3, path40);
      if (identity.isSeq(node3))
        return visitor.Seq?.(key2, node3, path40);
      if (identity.isPair(node3))
        return visitor.Pair?.(key2, node3, path40);
      if (identity.isScalar(node3))
        return visitor.Scalar?.(key2, node3, path40);
      if (identity.isAlias(node3))
        return visitor.Alias?.(key2, node3, path40);
      return void 0;
    }
    function replaceNode(key2, path40, node3) {
      const parent = path40[path40.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key2] = node3;
      } else if (identity.isPair(parent)) {
        if (key2 === "key")
          parent.key = node3;
        else
          parent.value = node3;
      } else if (identity.isDocument(parent)) {
        parent.contents = node3;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version2] = parts;
            if (version2 === "1.1" || version2 === "1.2") {
              this.yaml.version = version2;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version2);
              onError(6, `Unsupported YAML version ${version2}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error2) {
            onError(String(error2));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node3) => {
            if (identity.isNode(node3) && node3.tag)
              tags[node3.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor2) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor2)) {
        const sa = JSON.stringify(anchor2);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node3) {
          if (node3.anchor)
            anchors.add(node3.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor2 = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor2);
          return anchor2;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error2 = new Error("Failed to resolve repeated object (this should not happen)");
              error2.source = source;
              throw error2;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key2, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key2, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node3) => {
              if (identity.isAlias(node3) || identity.hasAnchor(node3))
                nodes.push(node3);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node3 of nodes) {
          if (node3 === this)
            break;
          if (node3.anchor === this.source)
            found = node3;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node3, anchors2) {
      if (identity.isAlias(node3)) {
        const source = node3.resolve(doc);
        const anchor2 = anchors2 && source && anchors2.get(source);
        return anchor2 ? anchor2.count * anchor2.aliasCount : 0;
      } else if (identity.isCollection(node3)) {
        let count = 0;
        for (const item of node3.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node3)) {
        const kc = getAliasCount(doc, node3.key, anchors2);
        const vc = getAliasCount(doc, node3.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node4 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node4;
          return node4;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node3 = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node3.tag = tagName;
      else if (!tagObj.default)
        node3.tag = tagObj.tag;
      if (ref)
        ref.node = node3;
      return node3;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path40, value) {
      let v = value;
      for (let i = path40.length - 1; i >= 0; --i) {
        const k = path40[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path40) => path40 == null || typeof path40 === "object" && !!path40[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path40, value) {
        if (isEmptyPath(path40))
          this.add(value);
        else {
          const [key2, ...rest] = path40;
          const node3 = this.get(key2, true);
          if (identity.isCollection(node3))
            node3.addIn(rest, value);
          else if (node3 === void 0 && this.schema)
            this.set(key2, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key2}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path40) {
        const [key2, ...rest] = path40;
        if (rest.length === 0)
          return this.delete(key2);
        const node3 = this.get(key2, true);
        if (identity.isCollection(node3))
          return node3.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key2}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path40, keepScalar) {
        const [key2, ...rest] = path40;
        const node3 = this.get(key2, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node3) ? node3.value : node3;
        else
          return identity.isCollection(node3) ? node3.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node3) => {
          if (!identity.isPair(node3))
            return false;
          const n = node3.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path40) {
        const [key2, ...rest] = path40;
        if (rest.length === 0)
          return this.has(key2);
        const node3 = this.get(key2, true);
        return identity.isCollection(node3) ? node3.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path40, value) {
        const [key2, ...rest] = path40;
        if (rest.length === 0) {
          this.set(key2, value);
        } else {
          const node3 = this.get(key2, true);
          if (identity.isCollection(node3))
            node3.setIn(rest, value);
          else if (node3 === void 0 && this.schema)
            this.set(key2, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key2}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start2 = i + 1;
      let ch = text[start2];
      while (ch === " " || ch === "	") {
        if (i < start2 + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start2 = i + 1;
          ch = text[start2];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start2 = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start2 > limit)
            return true;
          start2 = i + 1;
          if (strLen - start2 <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start2 = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start2, i) + "\\ ";
          i += 1;
          start2 = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start2, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start2 = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start2, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start2 = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start2 ? str + json.slice(start2) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal2 = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal2 ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start2 = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start2) {
        value = value.substring(start2.length);
        start2 = start2.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal2) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start2}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start2}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node3, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor2 = (identity.isScalar(node3) || identity.isCollection(node3)) && node3.anchor;
      if (anchor2 && anchors.anchorIsValid(anchor2)) {
        anchors$1.add(anchor2);
        props.push(`&${anchor2}`);
      }
      const tag = node3.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node3 = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node3));
      const props = stringifyProps(node3, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node3, ctx, onComment, onChompKeep) : identity.isScalar(node3) ? stringifyString.stringifyString(node3, ctx, onComment, onChompKeep) : node3.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node3) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key: key2, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key2) && key2.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key2) || !identity.isNode(key2) && typeof key2 === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key2 || keyComment && value == null && !ctx.inFlow || identity.isCollection(key2) || (identity.isScalar(key2) ? key2.type === Scalar.Scalar.BLOCK_FOLDED || key2.type === Scalar.Scalar.BLOCK_LITERAL : typeof key2 === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key2, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge2 = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key2) => (merge2.identify(key2) || identity.isScalar(key2) && (!key2.type || key2.type === Scalar.Scalar.PLAIN) && merge2.identify(key2.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge2.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key2, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key2))
            map.set(key2, value2);
        } else if (map instanceof Set) {
          map.add(key2);
        } else if (!Object.prototype.hasOwnProperty.call(map, key2)) {
          Object.defineProperty(map, key2, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge2;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log2 = require_log();
    var merge2 = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key: key2, value }) {
      if (identity.isNode(key2) && key2.addToJSMap)
        key2.addToJSMap(ctx, map, value);
      else if (merge2.isMergeKey(ctx, key2))
        merge2.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key2, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key2, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key2, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key2) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node3 of ctx.anchors.keys())
          strCtx.anchors.add(node3.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key2.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log2.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key2, value, ctx) {
      const k = createNode.createNode(key2, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key2, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key2;
        this.value = value;
      }
      clone(schema) {
        let { key: key2, value } = this;
        if (identity.isNode(key2))
          key2 = key2.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key2, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start: start2, end } = flowChars;
      if (lines.length === 0) {
        return start2 + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start2;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start2}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair2(items, key2) {
      const k = identity.isScalar(key2) ? key2.value : key2;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key2 || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key2, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key2, value);
          else if (Array.isArray(replacer) && !replacer.includes(key2))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key2, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key2, value] of obj)
            add(key2, value);
        } else if (obj && typeof obj === "object") {
          for (const key2 of Object.keys(obj))
            add(key2, obj[key2]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair2(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key2) {
        const it = findPair2(this.items, key2);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key2, keepScalar) {
        const it = findPair2(this.items, key2);
        const node3 = it?.value;
        return (!keepScalar && identity.isScalar(node3) ? node3.value : node3) ?? void 0;
      }
      has(key2) {
        return !!findPair2(this.items, key2);
      }
      set(key2, value) {
        this.add(new Pair.Pair(key2, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair2;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key2) {
        const idx = asItemIndex(key2);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key2, keepScalar) {
        const idx = asItemIndex(key2);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key2) {
        const idx = asItemIndex(key2);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key2, value) {
        const idx = asItemIndex(key2);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key2}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key2 = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key2, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key2) {
      let idx = identity.isScalar(key2) ? key2.value : key2;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string3 = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string3;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node3) {
        const num = Number(node3.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node3);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node3 = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node3.minFractionDigits = str.length - dot - 1;
        return node3;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node3, radix, prefix) {
      const { value } = node3;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node3);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node3) => intStringify(node3, 8, "0o")
    };
    var int2 = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node3) => intStringify(node3, 16, "0x")
    };
    exports.int = int2;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null3 = require_null();
    var seq = require_seq();
    var string3 = require_string();
    var bool = require_bool();
    var float = require_float();
    var int2 = require_int();
    var schema = [
      map.map,
      seq.seq,
      string3.string,
      _null3.nullTag,
      bool.boolTag,
      int2.intOct,
      int2.int,
      int2.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key2, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key2 = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key2 = keys[0];
              value = it[key2];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key2 = it;
          }
          pairs2.items.push(Pair.createPair(key2, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key2, value;
          if (identity.isPair(pair)) {
            key2 = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key2, ctx);
          } else {
            key2 = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key2))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key2, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key: key2 } of pairs$1.items) {
          if (identity.isScalar(key2)) {
            if (seenKeys.includes(key2.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key2.value}`);
            } else {
              seenKeys.push(key2.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node3) {
        const num = Number(node3.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node3);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node3 = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node3.minFractionDigits = f.length;
        }
        return node3;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node3, radix, prefix) {
      const { value } = node3;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node3);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node3) => intStringify(node3, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node3) => intStringify(node3, 8, "0")
    };
    var int2 = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node3) => intStringify(node3, 16, "0x")
    };
    exports.int = int2;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key2) {
        let pair;
        if (identity.isPair(key2))
          pair = key2;
        else if (key2 && typeof key2 === "object" && "key" in key2 && "value" in key2 && key2.value === null)
          pair = new Pair.Pair(key2.key, null);
        else
          pair = new Pair.Pair(key2, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key2, keepPair) {
        const pair = YAMLMap.findPair(this.items, key2);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key2, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key2);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key2));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set3 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set3.items.push(Pair.createPair(value, null, ctx));
          }
        return set3;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set2 = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set2;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node3) {
      let { value } = node3;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node3);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date2 = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date2 -= 6e4 * d;
        }
        return new Date(date2);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null3 = require_null();
    var seq = require_seq();
    var string3 = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int2 = require_int2();
    var merge2 = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set2 = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string3.string,
      _null3.nullTag,
      bool.trueTag,
      bool.falseTag,
      int2.intBin,
      int2.intOct,
      int2.int,
      int2.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge2.merge,
      omap.omap,
      pairs.pairs,
      set2.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null3 = require_null();
    var seq = require_seq();
    var string3 = require_string();
    var bool = require_bool();
    var float = require_float();
    var int2 = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge2 = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set2 = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string3.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int2.int,
      intHex: int2.intHex,
      intOct: int2.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge2.merge,
      null: _null3.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set2.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge2.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set2.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge2.merge) ? schemaTags.concat(merge2.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key2) => key2 !== "yaml11").map((key2) => JSON.stringify(key2)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge2.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key2) => JSON.stringify(key2)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string3 = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge: merge2, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge2);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string3.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version: version2 } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version2 = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version: version2 });
        this.setSchema(version2, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path40, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path40, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node3, name) {
        if (!node3.anchor) {
          const prev = anchors.anchorNames(this);
          node3.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node3.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node3 = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node3))
          node3.flow = true;
        setAnchors();
        return node3;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key2, value, options = {}) {
        const k = this.createNode(key2, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key2) {
        return assertCollection(this.contents) ? this.contents.delete(key2) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path40) {
        if (Collection.isEmptyPath(path40)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path40) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key2, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key2, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path40, keepScalar) {
        if (Collection.isEmptyPath(path40))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path40, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key2) {
        return identity.isCollection(this.contents) ? this.contents.has(key2) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path40) {
        if (Collection.isEmptyPath(path40))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path40) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key2, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key2], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key2, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path40, value) {
        if (Collection.isEmptyPath(path40)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path40), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path40, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version2, options = {}) {
        if (typeof version2 === "number")
          version2 = String(version2);
        let opt;
        switch (version2) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version2;
            else
              this.directives = new directives.Directives({ version: version2 });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version2);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError2 = (src, lc) => (error2) => {
      if (error2.pos[0] === -1)
        return;
      error2.linePos = error2.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error2.linePos[0];
      error2.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error2.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error2.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError2;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor2 = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start2 = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor2 || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor2)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor2 = token;
            start2 ?? (start2 = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start2 ?? (start2 = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor2 || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor: anchor2,
        tag,
        newlineAfterProp,
        end,
        start: start2 ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key2) {
      if (!key2)
        return null;
      switch (key2.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key2.source.includes("\n"))
            return true;
          if (key2.end) {
            for (const st of key2.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key2.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start: start2, key: key2, sep: sep2, value } = collItem;
        const keyProps = resolveProps.resolveProps(start2, {
          indicator: "explicit-key-ind",
          next: key2 ?? sep2?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key2) {
            if (key2.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key2 && key2.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep2) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key2)) {
            onError(key2 ?? start2[start2.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key2 ? composeNode(ctx, key2, keyProps, onError) : composeEmptyNode(ctx, keyStart, start2, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key2, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep2 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key2 || key2.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep2, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start: start2, value } of bs.items) {
        const props = resolveProps.resolveProps(start2, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node3 = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start2, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node3.range[2];
        seq.items.push(node3);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep2 = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep2 + cb;
              sep2 = "";
              break;
            }
            case "newline":
              if (comment)
                sep2 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap = fc.start.source === "{";
      const fcName = isMap ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start: start2, key: key2, sep: sep2, value } = collItem;
        const props = resolveProps.resolveProps(start2, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key2 ?? sep2?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep2 && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key2))
            onError(
              key2,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start2) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap && !sep2 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep2, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key2 ? composeNode(ctx, key2, props, onError) : composeEmptyNode(ctx, keyStart, start2, null, props, onError);
          if (isBlock(key2))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep2 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap && !props.found && ctx.options.strict) {
              if (sep2)
                for (const st of sep2) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep2, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor: anchor2, newlineAfterProp: nl } = props;
        const lastProp = anchor2 && tagToken ? anchor2.offset > tagToken.offset ? anchor2 : tagToken : anchor2 ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node3 = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node3.range = coll.range;
      node3.tag = tagName;
      if (tag?.format)
        node3.format = tag.format;
      return node3;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start2 = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start2, start2, start2] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start2 + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start2, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep2 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep2 === " ")
            sep2 = "\n";
          else if (!prevMoreIndented && sep2 === "\n")
            sep2 = "\n\n";
          value += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep2 === "\n")
            value += "\n";
          else
            sep2 = "\n";
        } else {
          value += sep2 + content;
          sep2 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start2 + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start2, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error2 = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error2 === -1)
            error2 = offset + i;
        }
      }
      if (error2 !== -1)
        onError(error2, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep2 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep2 === "\n")
            res += sep2;
          else
            sep2 = "\n";
        } else {
          res += sep2 + lm;
          sep2 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep2 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error2) {
        const msg = error2 instanceof Error ? error2.message : String(error2);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor: anchor2, tag } = props;
      let node3;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node3 = composeAlias(ctx, token, onError);
          if (anchor2 || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node3 = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor2)
            node3.anchor = anchor2.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node3 = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor2)
              node3.anchor = anchor2.source.substring(1);
          } catch (error2) {
            const message = error2 instanceof Error ? error2.message : String(error2);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node3 ?? (node3 = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor2 && node3.anchor === "")
        onError(anchor2, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node3) || typeof node3.value !== "string" || node3.tag && node3.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node3.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node3.comment = comment;
        else
          node3.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node3.srcToken = token;
      return node3;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor: anchor2, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node3 = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor2) {
        node3.anchor = anchor2.source.substring(1);
        if (node3.anchor === "")
          onError(anchor2, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node3.spaceBefore = true;
      if (comment) {
        node3.comment = comment;
        node3.range[2] = end;
      }
      return node3;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start: start2, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start2, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start2, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error2 = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error2);
            else
              this.doc.errors.push(error2);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key2 of Object.keys(token))
          if (key2 !== "type" && key2 !== "offset")
            delete token[key2];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key2 of Object.keys(token))
            if (key2 !== "type" && key2 !== "offset")
              delete token[key2];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start: start2, key: key2, sep: sep2, value }) {
      let res = "";
      for (const st of start2)
        res += st.source;
      if (key2)
        res += stringifyToken(key2);
      if (sep2)
        for (const st of sep2)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path40) => {
      let item = cst;
      for (const [field, index] of path40) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path40) => {
      const parent = visit.itemAtPath(cst, path40.slice(0, -1));
      const field = path40[path40.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path40, item, visitor) {
      let ctrl = visitor(item, path40);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path40.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path40);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path40) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start2 = this.lineStarts[low - 1];
          return { line: low, col: offset - start2 + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error2) {
        const token = error2 ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start2 = getFirstKeyStartProps(prev);
          let sep2;
          if (scalar.end) {
            sep2 = scalar.end;
            sep2.push(this.sourceToken);
            delete scalar.end;
          } else
            sep2 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start: start2, key: scalar, sep: sep2 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start2 = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start2 = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start2.push(this.sourceToken);
                map.items.push({ start: start2 });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start2.push(this.sourceToken);
                map.items.push({ start: start2, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start3 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start3, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start3 = getFirstKeyStartProps(it.start);
                  const key2 = it.key;
                  const sep2 = it.sep;
                  sep2.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start3, key: key2, sep: sep2 }]
                  });
                } else if (start2.length > 0) {
                  it.sep = it.sep.concat(start2, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start: start2, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start: start2, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start: start2 });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start2 = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep2 = fc.end.splice(1, fc.end.length);
            sep2.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start: start2, key: fc, sep: sep2 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start2 = getFirstKeyStartProps(prev);
            start2.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: start2, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start2 = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: start2, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start2, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start2.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log2 = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse4(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log2.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse4;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

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
    exports.basename = (path40, { windows } = {}) => {
      const segs = path40.split(windows ? /[\\/]/ : "/");
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
    var parse4 = (input, options) => {
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
          const open4 = tokens[token.tokensIndex];
          open4.type = "text";
          open4.value = literal2;
          open4.output = safeOutput || utils.escapeRegex(literal2);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open4.output;
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
            const expression = parse4(rest, { ...options, fastpaths: false }).output;
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
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc2, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc2) {
              return esc2 + first + (rest ? QMARK.repeat(rest.length) : "");
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
            if (esc2) {
              return esc2 + first + (rest ? star : "");
            }
            return star;
          }
          return esc2 ? m : `\\${m}`;
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
          const open4 = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open4);
          push(open4);
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
    parse4.fastpaths = (input, options) => {
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
    module.exports = parse4;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan2 = require_scan();
    var parse4 = require_parse();
    var utils = require_utils();
    var constants2 = require_constants();
    var isObject2 = (val) => val && typeof val === "object" && !Array.isArray(val);
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
      const isState = isObject2(glob2) && glob2.tokens && glob2.input;
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
      return parse4(pattern, { ...options, fastpaths: false });
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
        parsed.output = parse4.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse4(input, options);
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
        var _a3;
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
        (_a3 = this.readyHandler) === null || _a3 === void 0 ? void 0 : _a3.call(this);
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
        var _a3;
        let msg = (_a3 = this.fileName) !== null && _a3 !== void 0 ? _a3 : "";
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
      setXMLVersion(version2) {
        this.currentXMLVersion = version2;
        if (version2 === "1.0") {
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
        var _a3;
        const c = this.captureTo(DOCTYPE_TERMINATOR);
        switch (c) {
          case GREATER: {
            (_a3 = this.doctypeHandler) === null || _a3 === void 0 ? void 0 : _a3.call(this, this.text);
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
        var _a3;
        const c = this.getCodeNorm();
        if (c === MINUS) {
          this.state = S_COMMENT_ENDED;
          (_a3 = this.commentHandler) === null || _a3 === void 0 ? void 0 : _a3.call(this, this.text);
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
        var _a3;
        const c = this.getCodeNorm();
        switch (c) {
          case GREATER: {
            (_a3 = this.cdataHandler) === null || _a3 === void 0 ? void 0 : _a3.call(this, this.text);
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
        var _a3;
        const c = this.getCodeNorm();
        if (c === GREATER) {
          const { piTarget } = this;
          if (piTarget.toLowerCase() === "xml") {
            this.fail("the XML declaration must appear at the start of the document.");
          }
          (_a3 = this.piHandler) === null || _a3 === void 0 ? void 0 : _a3.call(this, {
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
            const version2 = value;
            this.xmlDecl.version = version2;
            if (!/^1\.[0-9]+$/.test(version2)) {
              this.fail("version number must match /^1\\.[0-9]+$/.");
            } else if (!this.opt.forceXMLVersion) {
              this.setXMLVersion(version2);
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
        var _a3;
        const c = this.getCodeNorm();
        if (c === GREATER) {
          if (this.piTarget !== "xml") {
            this.fail("processing instructions are not allowed before root.");
          } else if (this.name !== "version" && this.xmlDeclExpects.includes("version")) {
            this.fail("XML declaration must contain a version.");
          }
          (_a3 = this.xmldeclHandler) === null || _a3 === void 0 ? void 0 : _a3.call(this, this.xmlDecl);
          this.name = "";
          this.piTarget = this.text = "";
          this.state = S_TEXT;
        } else {
          this.fail("The character ? is disallowed anywhere in XML declarations.");
        }
        this.xmlDeclPossible = false;
      }
      sOpenTag() {
        var _a3;
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
        (_a3 = this.openTagStartHandler) === null || _a3 === void 0 ? void 0 : _a3.call(this, tag);
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
        var _a3;
        const { prefix, local } = this.qname(name);
        const attr = { name, prefix, local, value };
        this.attribList.push(attr);
        (_a3 = this.attributeHandler) === null || _a3 === void 0 ? void 0 : _a3.call(this, attr);
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
        var _a3;
        const attr = { name, value };
        this.attribList.push(attr);
        (_a3 = this.attributeHandler) === null || _a3 === void 0 ? void 0 : _a3.call(this, attr);
      }
      /**
       * End parsing. This performs final well-formedness checks and resets the
       * parser to a clean state.
       *
       * @returns this
       */
      end() {
        var _a3, _b;
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
          (_a3 = this.textHandler) === null || _a3 === void 0 ? void 0 : _a3.call(this, text);
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
        var _a3, _b;
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
        return (_b = (_a3 = this.opt).resolvePrefix) === null || _b === void 0 ? void 0 : _b.call(_a3, prefix);
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
        var _a3;
        const { attribList } = this;
        const tag = this.tag;
        {
          const { prefix, local } = this.qname(tag.name);
          tag.prefix = prefix;
          tag.local = local;
          const uri = tag.uri = (_a3 = this.resolve(prefix)) !== null && _a3 !== void 0 ? _a3 : "";
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
        var _a3;
        this.processAttribs();
        const { tags } = this;
        const tag = this.tag;
        tag.isSelfClosing = false;
        (_a3 = this.openTagHandler) === null || _a3 === void 0 ? void 0 : _a3.call(this, tag);
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
        var _a3, _b, _c;
        this.processAttribs();
        const { tags } = this;
        const tag = this.tag;
        tag.isSelfClosing = true;
        (_a3 = this.openTagHandler) === null || _a3 === void 0 ? void 0 : _a3.call(this, tag);
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

// src/config/load.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFile } from "node:fs/promises";
import path3 from "node:path";

// src/config/config-above.ts
import path2 from "node:path";

// src/files/exists-in.ts
import { access } from "node:fs/promises";
import path from "node:path";
async function existsIn(root, name) {
  return access(path.join(root, name)).then(
    () => true,
    () => false
  );
}

// src/config/config-above.ts
async function configAbove(configPath, cwd) {
  if (path2.isAbsolute(configPath)) return null;
  let folder = path2.resolve(cwd);
  if (await existsIn(folder, ".git")) return null;
  for (let parent = path2.dirname(folder); parent !== folder; parent = path2.dirname(folder)) {
    folder = parent;
    if (await existsIn(folder, configPath)) return folder;
    if (await existsIn(folder, ".git")) return null;
  }
  return null;
}

// node_modules/zod/v4/core/util.js
var util_exports = {};
__export(util_exports, {
  BIGINT_FORMAT_RANGES: () => BIGINT_FORMAT_RANGES,
  CONSTANT_CATCH: () => CONSTANT_CATCH,
  Class: () => Class,
  NUMBER_FORMAT_RANGES: () => NUMBER_FORMAT_RANGES,
  aborted: () => aborted,
  allowsEval: () => allowsEval,
  assert: () => assert,
  assertEqual: () => assertEqual,
  assertIs: () => assertIs,
  assertNever: () => assertNever,
  assertNotEqual: () => assertNotEqual,
  assignProp: () => assignProp,
  attachSchema: () => attachSchema,
  base64ToUint8Array: () => base64ToUint8Array,
  base64urlToUint8Array: () => base64urlToUint8Array,
  cached: () => cached,
  captureStackTrace: () => captureStackTrace,
  cleanEnum: () => cleanEnum,
  cleanRegex: () => cleanRegex,
  clone: () => clone,
  cloneDef: () => cloneDef,
  codePointLength: () => codePointLength,
  constantCatch: () => constantCatch,
  createTransparentProxy: () => createTransparentProxy,
  defineLazy: () => defineLazy,
  defineLazyInternal: () => defineLazyInternal,
  derived: () => derived,
  esc: () => esc,
  escapeRegex: () => escapeRegex,
  explicitlyAborted: () => explicitlyAborted,
  extend: () => extend,
  finalizeIssue: () => finalizeIssue,
  floatSafeRemainder: () => floatSafeRemainder,
  getElementAtPath: () => getElementAtPath,
  getEnumValues: () => getEnumValues,
  getLengthableOrigin: () => getLengthableOrigin,
  getParsedType: () => getParsedType,
  getSizableOrigin: () => getSizableOrigin,
  hexToUint8Array: () => hexToUint8Array,
  hide: () => hide,
  installLazyProp: () => installLazyProp,
  isObject: () => isObject,
  isPlainObject: () => isPlainObject,
  issue: () => issue,
  joinValues: () => joinValues,
  jsonStringifyReplacer: () => jsonStringifyReplacer,
  members: () => members,
  merge: () => merge,
  mergeDefs: () => mergeDefs,
  normalizeParams: () => normalizeParams,
  nullish: () => nullish,
  numKeys: () => numKeys,
  objectClone: () => objectClone,
  omit: () => omit,
  optionalKeys: () => optionalKeys,
  own: () => own,
  parsedType: () => parsedType,
  partial: () => partial,
  pick: () => pick,
  prefixIssues: () => prefixIssues,
  primitiveTypes: () => primitiveTypes,
  promiseAllObject: () => promiseAllObject,
  propertyKeyTypes: () => propertyKeyTypes,
  randomString: () => randomString,
  rawShape: () => rawShape,
  required: () => required,
  safeExtend: () => safeExtend,
  shallowClone: () => shallowClone,
  sizeCaps: () => sizeCaps,
  slugify: () => slugify,
  stringifyPrimitive: () => stringifyPrimitive,
  toZod: () => toZod,
  uint8ArrayToBase64: () => uint8ArrayToBase64,
  uint8ArrayToBase64url: () => uint8ArrayToBase64url,
  uint8ArrayToHex: () => uint8ArrayToHex,
  unwrapMessage: () => unwrapMessage
});
function assertEqual(val) {
  return val;
}
function assertNotEqual(val) {
  return val;
}
function toZod() {
  return (schema) => schema;
}
function assertIs(_arg) {
}
function assertNever(_x) {
  throw new Error("Unexpected value in exhaustive check");
}
function assert(_) {
}
function getEnumValues(entries) {
  const numericValues = Object.values(entries).filter((v) => typeof v === "number");
  const values = Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
  return values;
}
function joinValues(array2, separator = "|") {
  return array2.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
  if (typeof value === "bigint")
    return value.toString();
  return value;
}
var Cached = class {
  constructor(getter) {
    this._getter = getter;
    this._value = void 0;
  }
  get value() {
    const getter = this._getter;
    if (getter !== void 0) {
      this._value = getter();
      this._getter = void 0;
    }
    return this._value;
  }
};
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input === null || input === void 0;
}
function cleanRegex(source) {
  const start2 = source.startsWith("^") ? 1 : 0;
  const end = source.endsWith("$") ? source.length - 1 : source.length;
  return source.slice(start2, end);
}
function floatSafeRemainder(val, step) {
  const ratio = val / step;
  const roundedRatio = Math.round(ratio);
  const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
  if (Math.abs(ratio - roundedRatio) < tolerance)
    return 0;
  return ratio - roundedRatio;
}
var EVALUATING = /* @__PURE__ */ Symbol("evaluating");
function defineLazy(object2, key2, getter) {
  let value = void 0;
  Object.defineProperty(object2, key2, {
    get() {
      if (value === EVALUATING) {
        return void 0;
      }
      if (value === void 0) {
        value = EVALUATING;
        value = getter();
      }
      return value;
    },
    set(v) {
      Object.defineProperty(object2, key2, {
        value: v
        // configurable: true,
      });
    },
    configurable: true
  });
}
function objectClone(obj) {
  return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: true,
    enumerable: true,
    configurable: true
  });
}
function rawShape(def) {
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  return desc?.get ? desc.get.raw : desc?.value;
}
function sourceShape(schema) {
  return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
function deferProp(target, key2, getter) {
  Object.defineProperty(target, key2, {
    get() {
      const value = getter();
      assignProp(this, key2, value);
      return value;
    },
    enumerable: true,
    configurable: true
  });
}
function putProp(target, key2, value) {
  if (key2 in target)
    assignProp(target, key2, value);
  else
    target[key2] = value;
}
function mirrorShape(target, source, keys, wrap) {
  const raw = sourceShape(source);
  for (const key2 of keys) {
    const desc = Object.getOwnPropertyDescriptor(raw, key2);
    if (!desc.enumerable)
      continue;
    if (desc.get) {
      deferProp(target, key2, () => {
        const value = source._zod.def.shape[key2];
        return wrap ? wrap(value, key2) : value;
      });
    } else
      putProp(target, key2, wrap ? wrap(desc.value, key2) : desc.value);
  }
}
function mirrorProps(target, source) {
  for (const key2 of Reflect.ownKeys(source)) {
    const desc = Object.getOwnPropertyDescriptor(source, key2);
    if (!desc.enumerable)
      continue;
    if (desc.get)
      deferProp(target, key2, () => source[key2]);
    else
      putProp(target, key2, desc.value);
  }
}
function mergeDefs(...defs) {
  const mergedDescriptors = {};
  for (const def of defs) {
    const descriptors = Object.getOwnPropertyDescriptors(def);
    Object.assign(mergedDescriptors, descriptors);
  }
  return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
  return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path40) {
  if (!path40)
    return obj;
  return path40.reduce((acc, key2) => acc?.[key2], obj);
}
function promiseAllObject(promisesObj) {
  const keys = Object.keys(promisesObj);
  const promises = keys.map((key2) => promisesObj[key2]);
  return Promise.all(promises).then((results) => {
    const resolvedObj = {};
    for (let i = 0; i < keys.length; i++) {
      resolvedObj[keys[i]] = results[i];
    }
    return resolvedObj;
  });
}
function randomString(length = 10) {
  const chars = "abcdefghijklmnopqrstuvwxyz";
  let str = "";
  for (let i = 0; i < length; i++) {
    str += chars[Math.floor(Math.random() * chars.length)];
  }
  return str;
}
function esc(str) {
  return JSON.stringify(str);
}
function slugify(input) {
  return input.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
};
function isObject(data) {
  return typeof data === "object" && data !== null && !Array.isArray(data);
}
var allowsEval = /* @__PURE__ */ cached(() => {
  if (globalConfig.jitless) {
    return false;
  }
  if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
    return false;
  }
  try {
    const F = Function;
    new F("");
    return true;
  } catch (_) {
    return false;
  }
});
function isPlainObject(o) {
  if (isObject(o) === false)
    return false;
  const ctor = o.constructor;
  if (ctor === void 0)
    return true;
  if (typeof ctor !== "function")
    return true;
  const prot = ctor.prototype;
  if (isObject(prot) === false)
    return false;
  if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
    return false;
  }
  return true;
}
function shallowClone(o) {
  if (isPlainObject(o))
    return { ...o };
  if (Array.isArray(o))
    return [...o];
  if (o instanceof Map)
    return new Map(o);
  if (o instanceof Set)
    return new Set(o);
  return o;
}
function numKeys(data) {
  let keyCount = 0;
  for (const key2 in data) {
    if (Object.prototype.hasOwnProperty.call(data, key2)) {
      keyCount++;
    }
  }
  return keyCount;
}
var getParsedType = (data) => {
  const t = typeof data;
  switch (t) {
    case "undefined":
      return "undefined";
    case "string":
      return "string";
    case "number":
      return Number.isNaN(data) ? "nan" : "number";
    case "boolean":
      return "boolean";
    case "function":
      return "function";
    case "bigint":
      return "bigint";
    case "symbol":
      return "symbol";
    case "object":
      if (Array.isArray(data)) {
        return "array";
      }
      if (data === null) {
        return "null";
      }
      if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
        return "promise";
      }
      if (typeof Map !== "undefined" && data instanceof Map) {
        return "map";
      }
      if (typeof Set !== "undefined" && data instanceof Set) {
        return "set";
      }
      if (typeof Date !== "undefined" && data instanceof Date) {
        return "date";
      }
      if (typeof File !== "undefined" && data instanceof File) {
        return "file";
      }
      return "object";
    default:
      throw new Error(`Unknown data type: ${t}`);
  }
};
var propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
var primitiveTypes = /* @__PURE__ */ new Set([
  "string",
  "number",
  "bigint",
  "boolean",
  "symbol",
  "undefined"
]);
function escapeRegex(str) {
  return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
  const cl = new inst._zod.constr(def ?? inst._zod.def);
  if (!def || params?.parent)
    cl._zod.parent = inst;
  return cl;
}
function normalizeParams(_params) {
  const params = _params;
  if (!params)
    return {};
  if (typeof params === "string")
    return { error: () => params };
  if (params?.message !== void 0) {
    if (params?.error !== void 0)
      throw new Error("Cannot specify both `message` and `error` params");
    params.error = params.message;
  }
  delete params.message;
  if (typeof params.error === "string")
    return { ...params, error: () => params.error };
  return params;
}
function createTransparentProxy(getter) {
  let target;
  return new Proxy({}, {
    get(_, prop, receiver) {
      target ?? (target = getter());
      return Reflect.get(target, prop, receiver);
    },
    set(_, prop, value, receiver) {
      target ?? (target = getter());
      return Reflect.set(target, prop, value, receiver);
    },
    has(_, prop) {
      target ?? (target = getter());
      return Reflect.has(target, prop);
    },
    deleteProperty(_, prop) {
      target ?? (target = getter());
      return Reflect.deleteProperty(target, prop);
    },
    ownKeys(_) {
      target ?? (target = getter());
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(_, prop) {
      target ?? (target = getter());
      return Reflect.getOwnPropertyDescriptor(target, prop);
    },
    defineProperty(_, prop, descriptor) {
      target ?? (target = getter());
      return Reflect.defineProperty(target, prop, descriptor);
    }
  });
}
function stringifyPrimitive(value) {
  if (typeof value === "bigint")
    return value.toString() + "n";
  if (typeof value === "string")
    return `"${value}"`;
  return `${value}`;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k) => {
    return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
  });
}
var NUMBER_FORMAT_RANGES = /* @__PURE__ */ (() => ({
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-34028234663852886e22, 34028234663852886e22],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}))();
var BIGINT_FORMAT_RANGES = {
  int64: [/* @__PURE__ */ BigInt("-9223372036854775808"), /* @__PURE__ */ BigInt("9223372036854775807")],
  uint64: [/* @__PURE__ */ BigInt(0), /* @__PURE__ */ BigInt("18446744073709551615")]
};
function pick(schema, mask) {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(".pick() cannot be used on object schemas containing refinements");
  }
  const newShape = {};
  mirrorShape(newShape, schema, maskedKeys(schema, mask));
  return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function maskedKeys(schema, mask) {
  const raw = sourceShape(schema);
  const keys = [];
  for (const key2 of Reflect.ownKeys(mask)) {
    if (!Object.getOwnPropertyDescriptor(raw, key2)?.enumerable) {
      throw new Error(`Unrecognized key: "${String(key2)}"`);
    }
    if (mask[key2])
      keys.push(key2);
  }
  return keys;
}
function omit(schema, mask) {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(".omit() cannot be used on object schemas containing refinements");
  }
  const omitted = new Set(maskedKeys(schema, mask));
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key2) => !omitted.has(key2)));
  return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
  if (!isPlainObject(shape)) {
    throw new Error("Invalid input to extend: expected a plain object");
  }
  const checks = schema._zod.def.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    const existingShape = sourceShape(schema);
    for (const key2 of Reflect.ownKeys(shape)) {
      if (Object.getOwnPropertyDescriptor(existingShape, key2) !== void 0) {
        throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
      }
    }
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function extended(schema, shape) {
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
  mirrorProps(newShape, shape);
  return newShape;
}
function safeExtend(schema, shape) {
  if (!isPlainObject(shape)) {
    throw new Error("Invalid input to safeExtend: expected a plain object");
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
  if (!b?._zod?.def) {
    throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
  }
  if (a._zod.def.checks?.length) {
    throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
  }
  const newShape = {};
  mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
  mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
  const def = mergeDefs(a._zod.def, {
    shape: newShape,
    get catchall() {
      return b._zod.def.catchall;
    },
    checks: b._zod.def.checks ?? []
  });
  return clone(a, def);
}
function partial(Class2, schema, mask, name = "partial") {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
  }
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class2 && ((value, key2) => selected && !selected.has(key2) ? value : new Class2({ type: "optional", innerType: value })));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class2, schema, mask) {
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key2) => (
    // overwrite with non-optional
    selected && !selected.has(key2) ? value : new Class2({ type: "nonoptional", innerType: value })
  ));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
function aborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue !== true) {
      return true;
    }
  }
  return false;
}
function explicitlyAborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue === false) {
      return true;
    }
  }
  return false;
}
function prefixIssues(path40, issues) {
  return issues.map((iss) => {
    var _a3;
    (_a3 = iss).path ?? (_a3.path = []);
    iss.path.unshift(path40);
    return iss;
  });
}
function unwrapMessage(message) {
  return typeof message === "string" ? message : message?.message;
}
function sizeCaps(defChecks) {
  const caps = [];
  for (const ch of defChecks ?? []) {
    const d = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(d.check))
      break;
    const max = d.maximum ?? d.length ?? d.size;
    if (max >= 0)
      caps.push([max, ch]);
  }
  return caps;
}
function attachSchema(issues, start2, inst) {
  var _a3;
  for (let i = start2; i < issues.length; i++) {
    (_a3 = issues[i]).schema ?? (_a3.schema = inst);
  }
}
function finalizeIssue(iss, ctx, config2) {
  var _a3;
  const traits = iss.inst?._zod?.traits;
  if (traits?.has("$ZodType")) {
    if (traits.has("$ZodCheck"))
      (_a3 = iss).schema ?? (_a3.schema = iss.inst);
    else
      iss.schema = iss.inst;
  }
  const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
  const message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input";
  const full = {};
  for (const k of Object.keys(iss)) {
    if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
      continue;
    full[k] = iss[k];
  }
  full.path ?? (full.path = []);
  full.message = message;
  if (ctx?.reportInput) {
    full.input = iss.input;
  }
  return full;
}
function getSizableOrigin(input) {
  if (input instanceof Set)
    return "set";
  if (input instanceof Map)
    return "map";
  if (input instanceof File)
    return "file";
  return "unknown";
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str) {
  const units = str.length;
  if (!highSurrogate.test(str))
    return units;
  let count = units;
  for (let i = 0; i < units - 1; i++) {
    if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
      count--;
      i++;
    }
  }
  return count;
}
function getLengthableOrigin(input) {
  if (Array.isArray(input))
    return "array";
  if (typeof input === "string")
    return "string";
  return "unknown";
}
function parsedType(data) {
  const t = typeof data;
  switch (t) {
    case "number": {
      return Number.isNaN(data) ? "nan" : "number";
    }
    case "object": {
      if (data === null) {
        return "null";
      }
      if (Array.isArray(data)) {
        return "array";
      }
      const obj = data;
      if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
        return obj.constructor.name;
      }
    }
  }
  return t;
}
function issue(...args) {
  const [iss, input, inst] = args;
  if (typeof iss === "string") {
    return {
      message: iss,
      code: "custom",
      input,
      inst
    };
  }
  return { ...iss };
}
function cleanEnum(obj) {
  return Object.entries(obj).filter(([k, _]) => {
    return Number.isNaN(Number.parseInt(k, 10));
  }).map((el) => el[1]);
}
function base64ToUint8Array(base642) {
  const binaryString = atob(base642);
  const bytes = new Uint8Array(binaryString.length);
  for (let i = 0; i < binaryString.length; i++) {
    bytes[i] = binaryString.charCodeAt(i);
  }
  return bytes;
}
function uint8ArrayToBase64(bytes) {
  let binaryString = "";
  for (let i = 0; i < bytes.length; i++) {
    binaryString += String.fromCharCode(bytes[i]);
  }
  return btoa(binaryString);
}
function base64urlToUint8Array(base64url2) {
  const base642 = base64url2.replace(/-/g, "+").replace(/_/g, "/");
  const padding = "=".repeat((4 - base642.length % 4) % 4);
  return base64ToUint8Array(base642 + padding);
}
function uint8ArrayToBase64url(bytes) {
  return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
  const cleanHex = hex.replace(/^0x/, "");
  if (cleanHex.length % 2 !== 0) {
    throw new Error("Invalid hex string length");
  }
  const bytes = new Uint8Array(cleanHex.length / 2);
  for (let i = 0; i < cleanHex.length; i += 2) {
    bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
  }
  return bytes;
}
function uint8ArrayToHex(bytes) {
  return Array.from(bytes).map((b) => b.toString(16).padStart(2, "0")).join("");
}
var Class = class {
  constructor(..._args) {
  }
};
function members(proto, table) {
  for (const key2 in table) {
    const desc = Object.getOwnPropertyDescriptor(table, key2);
    if (desc.get)
      Object.defineProperty(proto, key2, { ...desc, enumerable: false });
    else
      defineBound(proto, key2, desc.value);
  }
}
function own(inst, key2, value, enumerable = true) {
  Object.defineProperty(inst, key2, { configurable: true, writable: true, enumerable, value });
  return value;
}
function hide(inst, key2, value) {
  return own(inst, key2, value, false);
}
// @__NO_SIDE_EFFECTS__
function derived(computes, table) {
  for (const key2 in computes) {
    const compute = computes[key2];
    Object.defineProperty(table, key2, {
      configurable: true,
      enumerable: true,
      get() {
        return own(this, key2, compute(this));
      },
      set(value) {
        own(this, key2, value);
      }
    });
  }
  return table;
}
function defineBound(proto, key2, fn) {
  Object.defineProperty(proto, key2, {
    configurable: true,
    get() {
      return this == null ? fn : own(this, key2, fn.bind(this));
    },
    set(value) {
      own(this, key2, value);
    }
  });
}
function claim(inst, sentinel) {
  const proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
  configurable: true,
  get() {
    broke = true;
    return void 0;
  }
};
function defineLazyInternal(inst, key2, compute) {
  const proto = Object.getPrototypeOf(inst._zod);
  if (key2 in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod;
  Object.defineProperty(proto, key2, {
    configurable: true,
    get() {
      Object.defineProperty(this, key2, breaker);
      const outer = broke;
      broke = false;
      try {
        const value = compute(this);
        if (broke)
          delete this[key2];
        else
          Object.defineProperty(this, key2, { configurable: true, writable: true, value });
        broke = broke || outer;
        return value;
      } catch (err) {
        delete this[key2];
        broke = broke || outer;
        throw err;
      }
    },
    set(value) {
      Object.defineProperty(this, key2, { configurable: true, writable: true, value });
    }
  });
}
function installLazyProp(inst, key2, make, enumerable) {
  const proto = claim(inst, key2);
  if (!proto)
    return;
  Object.defineProperty(proto, key2, {
    configurable: true,
    get() {
      const desc = { configurable: true, writable: true, enumerable, value: void 0 };
      Object.defineProperty(this, key2, desc);
      desc.value = make(this);
      Object.defineProperty(this, key2, desc);
      return desc.value;
    },
    set(value) {
      Object.defineProperty(this, key2, { configurable: true, writable: true, enumerable, value });
    }
  });
}
var CONSTANT_CATCH = "~constantCatch";
function constantCatch(value) {
  const fn = () => value;
  fn[CONSTANT_CATCH] = true;
  return fn;
}

// node_modules/zod/v4/core/core.js
var _a;
var NEVER = /* @__PURE__ */ Object.freeze({
  status: "aborted"
});
var _zodDesc = { value: void 0, enumerable: false };
var _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
  const E = _E;
  if (E) {
    const saved = E.stackTraceLimit;
    if (typeof saved === "number") {
      try {
        E.stackTraceLimit = 0;
      } catch {
        _E = null;
        return new Definition();
      }
      try {
        return new Definition();
      } finally {
        E.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer3, proto, params) {
  const zodProto = {};
  function Internals(def) {
    this.def = def;
    this.constr = _;
    this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  const protoMembers = proto;
  const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (!inst._zod) {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    } else if (inst._zod.traits.has(name)) {
      return;
    }
    inst._zod.traits.add(name);
    initializer3(inst, def);
    if (initialized) {
      const own2 = Object.getPrototypeOf(inst);
      const ctorProto = inst._zod.constr.prototype;
      let up = own2;
      while (up && up !== ctorProto)
        up = Object.getPrototypeOf(up);
      const target = up ?? own2;
      if (!initialized.has(target)) {
        initialized.add(target);
        members(target, protoMembers);
      }
    }
    const proto2 = _.prototype;
    for (const k in proto2) {
      if (!Object.prototype.hasOwnProperty.call(proto2, k))
        continue;
      if (!(k in inst)) {
        inst[k] = proto2[k].bind(inst);
      }
    }
  }
  const Parent = params?.Parent ?? Object;
  class Definition extends Parent {
  }
  Object.defineProperty(Definition, "name", { value: name });
  function _(def) {
    const inst = params?.Parent ? newError(Definition) : this;
    init(inst, def);
    const deferred = inst._zod.deferred;
    if (deferred) {
      for (const fn of deferred) {
        fn();
      }
      inst._zod.deferred = void 0;
    }
    const pp = globalThis.__zod_globalConfig?.postProcessor;
    if (pp)
      pp(inst);
    return inst;
  }
  Object.defineProperty(_, "init", { value: init });
  Object.defineProperty(_, Symbol.hasInstance, {
    value: (inst) => {
      if (params?.Parent && inst instanceof params.Parent)
        return true;
      return inst?._zod?.traits?.has(name);
    }
  });
  Object.defineProperty(_, "name", { value: name });
  return _;
}
var $ZodAsyncError = class extends Error {
  constructor() {
    super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
  }
};
var $ZodEncodeError = class extends Error {
  constructor(name) {
    super(`Encountered unidirectional transform during encode: ${name}`);
    this.name = "ZodEncodeError";
  }
};
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
  if (newConfig)
    Object.assign(globalConfig, newConfig);
  return globalConfig;
}

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  const internals = this._zod;
  internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
  return internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc = {
  get: _getMessage,
  set: _setMessage,
  enumerable: true,
  configurable: true
};
var _issuesDesc = { value: void 0, enumerable: false };
var _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
var initializer = (inst, def) => {
  inst.name = "$ZodError";
  _issuesDesc.value = def;
  Object.defineProperty(inst, "issues", _issuesDesc);
  _issuesDesc.value = void 0;
  Object.defineProperty(inst, "message", _messageDesc);
  const proto = Object.getPrototypeOf(inst);
  if (!_installedToString.has(proto)) {
    _installedToString.add(proto);
    Object.defineProperty(proto, "toString", {
      configurable: true,
      enumerable: false,
      get() {
        const value = () => this.message;
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
        return value;
      },
      set(value) {
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
      }
    });
  }
};
var $ZodError = $constructor("$ZodError", initializer);
var $ZodRealError = $constructor("$ZodError", initializer, void 0, {
  Parent: Error
});
function node(obj, key2, make) {
  if (!Object.prototype.hasOwnProperty.call(obj, key2)) {
    if (key2 === "__proto__") {
      Object.defineProperty(obj, key2, { value: make(), writable: true, enumerable: true, configurable: true });
    } else {
      obj[key2] = make();
    }
  }
  return obj[key2];
}
function flattenError(error2, mapper = (issue2) => issue2.message) {
  const fieldErrors = {};
  const formErrors = [];
  for (const sub of error2.issues) {
    if (sub.path.length > 0) {
      node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
    } else {
      formErrors.push(mapper(sub));
    }
  }
  return { formErrors, fieldErrors };
}
function formatError(error2, mapper = (issue2) => issue2.message) {
  const fieldErrors = { _errors: [] };
  const processError = (error3, path40 = []) => {
    for (const issue2 of error3.issues) {
      if (issue2.code === "invalid_union" && issue2.errors.length) {
        issue2.errors.map((issues) => processError({ issues }, [...path40, ...issue2.path]));
      } else if (issue2.code === "invalid_key") {
        processError({ issues: issue2.issues }, [...path40, ...issue2.path]);
      } else if (issue2.code === "invalid_element") {
        processError({ issues: issue2.issues }, [...path40, ...issue2.path]);
      } else {
        const fullpath = [...path40, ...issue2.path];
        if (fullpath.length === 0) {
          fieldErrors._errors.push(mapper(issue2));
        } else {
          let curr = fieldErrors;
          let i = 0;
          while (i < fullpath.length) {
            const el = fullpath[i];
            const terminal = i === fullpath.length - 1;
            if (el === "_errors") {
              if (terminal)
                curr._errors.push(mapper(issue2));
              i++;
              continue;
            }
            if (!Object.prototype.hasOwnProperty.call(curr, el)) {
              Object.defineProperty(curr, el, {
                value: { _errors: [] },
                enumerable: true,
                writable: true,
                configurable: true
              });
            }
            const node3 = curr[el];
            if (terminal) {
              node3._errors.push(mapper(issue2));
            }
            curr = node3;
            i++;
          }
        }
      }
    }
  };
  processError(error2);
  return fieldErrors;
}

// node_modules/zod/v4/core/parse.js
function finalizeParams(callee, params) {
  return { callee: params?.callee ?? callee, Err: params?.Err };
}
var _parse = (_Err) => {
  const fn = (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
      throw new $ZodAsyncError();
    }
    if (result.issues.length) {
      const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, _params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var parse = /* @__PURE__ */ _parse($ZodRealError);
var _parseAsync = (_Err) => {
  const fn = async (schema, value, _ctx, params) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
      result = await result;
    if (result.issues.length) {
      const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError);
var _safeParse = (_Err) => (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
  const result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
function failure(Err, issues, ctx) {
  let error2;
  return {
    success: false,
    get error() {
      if (!error2) {
        error2 = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
        issues = void 0;
        ctx = void 0;
      }
      return error2;
    },
    set error(e) {
      error2 = e;
      issues = void 0;
      ctx = void 0;
    }
  };
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
  let result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise)
    result = await result;
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);
var COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
var COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
var validate = ((schema, value, _ctx) => {
  const validator = schema._zod.bag.validator;
  if (validator !== void 0) {
    if (validator(value) !== COMPILE_INVALID)
      return true;
    if (validator.definite === true && _ctx === void 0)
      return false;
  }
  return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
  const ctx = _ctx ? { ..._ctx, async: false, abortEarly: true } : { async: false, abortEarly: true };
  const fallbackRun = schema._zod.bag.fallbackRun;
  let result;
  if (fallbackRun) {
    ctx[COMPILE_FALLBACK] = true;
    result = fallbackRun({ value, issues: [] }, ctx);
  } else {
    result = schema._zod.run({ value, issues: [] }, ctx);
  }
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length === 0;
}
var validateAsync = async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: true, abortEarly: true } : { async: true, abortEarly: true };
  let result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise)
    result = await result;
  return result.issues.length === 0;
};
var _encode = (_Err) => {
  const parse4 = _parse(_Err);
  const fn = (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return parse4(schema, value, ctx, finalizeParams(fn, _params));
  };
  return fn;
};
var _decode = (_Err) => {
  const parse4 = _parse(_Err);
  const fn = (schema, value, _ctx, _params) => {
    return parse4(schema, value, _ctx, finalizeParams(fn, _params));
  };
  return fn;
};
var _encodeAsync = (_Err) => {
  const parseAsync3 = _parseAsync(_Err);
  const fn = async (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return await parseAsync3(schema, value, ctx, finalizeParams(fn, _params));
  };
  return fn;
};
var _decodeAsync = (_Err) => {
  const parseAsync3 = _parseAsync(_Err);
  const fn = async (schema, value, _ctx, _params) => {
    return await parseAsync3(schema, value, _ctx, finalizeParams(fn, _params));
  };
  return fn;
};
var _safeEncode = (_Err) => (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
  return _safeParse(_Err)(schema, value, ctx);
};
var _safeDecode = (_Err) => (schema, value, _ctx) => {
  return _safeParse(_Err)(schema, value, _ctx);
};
var _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
  return _safeParseAsync(_Err)(schema, value, ctx);
};
var _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
  return _safeParseAsync(_Err)(schema, value, _ctx);
};

// node_modules/zod/v4/core/regexes.js
var cuid = /^[cC][0-9a-z]{6,}$/;
var cuid2 = /^[0-9a-z]+$/;
var ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
var xid = /^[0-9a-vA-V]{20}$/;
var ksuid = /^[A-Za-z0-9]{27}$/;
var nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
  return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
var duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
var guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
var uuid = (version2) => {
  if (!version2)
    return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
  return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version2}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
var email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
var _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
  return new RegExp(_emoji, "u");
}
var ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
var ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
var cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
var cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
var base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
var base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
var httpProtocol = /^https?$/;
var e164 = /^\+[1-9]\d{6,14}$/;
var dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
function anchor(source) {
  return new RegExp(`^${source}$`);
}
var date = /* @__PURE__ */ anchor(dateSource);
function timeSource(args) {
  const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
  const regex = typeof args.precision === "number" ? args.precision === -1 ? `${hhmm}` : args.precision === 0 ? `${hhmm}:[0-5]\\d` : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}` : args.seconds ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?` : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
  return regex;
}
function time(args) {
  return new RegExp(`^${timeSource(args)}$`);
}
function datetime(args) {
  const opts = ["Z"];
  if (args.offset)
    opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
  const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
  const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
  return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
var anyString = /^[\s\S]{0,}$/;
var integer = /^-?\d+$/;
var number = /^-?\d+(?:\.\d+)?$/;
var boolean = /^(?:true|false)$/i;
var lowercase = /^[^A-Z]*$/;
var uppercase = /^[^a-z]*$/;

// node_modules/zod/v4/core/checks.js
var $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
  var _a3;
  inst._zod ?? (inst._zod = {});
  inst._zod.def = def;
  (_a3 = inst._zod).onattach ?? (_a3.onattach = []);
});
var _whenHasLength = (payload) => {
  const val = payload.value;
  return !nullish(val) && val.length !== void 0;
};
var numericOriginMap = {
  number: "number",
  bigint: "bigint",
  object: "date"
};
var $ZodCheckLessThan = /* @__PURE__ */ $constructor("$ZodCheckLessThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_big",
      maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckGreaterThan = /* @__PURE__ */ $constructor("$ZodCheckGreaterThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_small",
      minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckMultipleOf = /* @__PURE__ */ $constructor("$ZodCheckMultipleOf", (inst, def) => {
  $ZodCheck.init(inst, def);
  inst._zod.check = (payload) => {
    if (typeof payload.value !== typeof def.value)
      throw new Error("Cannot mix number and bigint in multiple_of check.");
    const isMultiple = typeof payload.value === "bigint" ? (
      // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
      def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
    ) : floatSafeRemainder(payload.value, def.value) === 0;
    if (isMultiple)
      return;
    payload.issues.push({
      origin: typeof payload.value,
      code: "not_multiple_of",
      divisor: def.value,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckNumberFormat = /* @__PURE__ */ $constructor("$ZodCheckNumberFormat", (inst, def) => {
  $ZodCheck.init(inst, def);
  def.format = def.format || "float64";
  const isInt = def.format?.includes("int");
  const origin = isInt ? "int" : "number";
  const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
  inst._zod.check = (payload) => {
    const input = payload.value;
    if (isInt) {
      if (!Number.isInteger(input)) {
        payload.issues.push({
          expected: origin,
          format: def.format,
          code: "invalid_type",
          continue: false,
          input,
          inst
        });
        return;
      }
      if (!Number.isSafeInteger(input)) {
        if (input > 0) {
          payload.issues.push({
            input,
            code: "too_big",
            maximum: Number.MAX_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        } else {
          payload.issues.push({
            input,
            code: "too_small",
            minimum: Number.MIN_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        }
        return;
      }
    }
    if (input < minimum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_small",
        minimum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
    if (input > maximum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_big",
        maximum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodCheckMaxLength = /* @__PURE__ */ $constructor("$ZodCheckMaxLength", (inst, def) => {
  var _a3;
  $ZodCheck.init(inst, def);
  (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
    if (length <= def.maximum)
      return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_big",
      maximum: def.maximum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckMinLength = /* @__PURE__ */ $constructor("$ZodCheckMinLength", (inst, def) => {
  var _a3;
  $ZodCheck.init(inst, def);
  (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units;
    if (length >= def.minimum)
      return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_small",
      minimum: def.minimum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckLengthEquals = /* @__PURE__ */ $constructor("$ZodCheckLengthEquals", (inst, def) => {
  var _a3;
  $ZodCheck.init(inst, def);
  (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units >= def.length && units <= def.length * 2 ? codePointLength(input) : units;
    if (length === def.length)
      return;
    const origin = getLengthableOrigin(input);
    const tooBig = length > def.length;
    payload.issues.push({
      origin,
      ...tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length },
      inclusive: true,
      exact: true,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckStringFormat = /* @__PURE__ */ $constructor("$ZodCheckStringFormat", (inst, def) => {
  var _a3, _b;
  $ZodCheck.init(inst, def);
  if (def.pattern)
    (_a3 = inst._zod).check ?? (_a3.check = (payload) => {
      def.pattern.lastIndex = 0;
      if (def.pattern.test(payload.value))
        return;
      payload.issues.push({
        origin: "string",
        code: "invalid_format",
        format: def.format,
        input: payload.value,
        ...def.pattern ? { pattern: def.pattern.toString() } : {},
        inst,
        continue: !def.abort
      });
    });
  else
    (_b = inst._zod).check ?? (_b.check = () => {
    });
});
var $ZodCheckRegex = /* @__PURE__ */ $constructor("$ZodCheckRegex", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    def.pattern.lastIndex = 0;
    if (def.pattern.test(payload.value))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "regex",
      input: payload.value,
      pattern: def.pattern.toString(),
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckLowerCase = /* @__PURE__ */ $constructor("$ZodCheckLowerCase", (inst, def) => {
  def.pattern ?? (def.pattern = lowercase);
  $ZodCheckStringFormat.init(inst, def);
});
var $ZodCheckUpperCase = /* @__PURE__ */ $constructor("$ZodCheckUpperCase", (inst, def) => {
  def.pattern ?? (def.pattern = uppercase);
  $ZodCheckStringFormat.init(inst, def);
});
var $ZodCheckIncludes = /* @__PURE__ */ $constructor("$ZodCheckIncludes", (inst, def) => {
  $ZodCheck.init(inst, def);
  const escapedRegex = escapeRegex(def.includes);
  const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
  def.pattern = pattern;
  inst._zod.check = (payload) => {
    if (payload.value.includes(def.includes, def.position))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "includes",
      includes: def.includes,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckStartsWith = /* @__PURE__ */ $constructor("$ZodCheckStartsWith", (inst, def) => {
  $ZodCheck.init(inst, def);
  const pattern = new RegExp(`^${escapeRegex(def.prefix)}.*`);
  def.pattern ?? (def.pattern = pattern);
  inst._zod.check = (payload) => {
    if (payload.value.startsWith(def.prefix))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "starts_with",
      prefix: def.prefix,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckEndsWith = /* @__PURE__ */ $constructor("$ZodCheckEndsWith", (inst, def) => {
  $ZodCheck.init(inst, def);
  const pattern = new RegExp(`.*${escapeRegex(def.suffix)}$`);
  def.pattern ?? (def.pattern = pattern);
  inst._zod.check = (payload) => {
    if (payload.value.endsWith(def.suffix))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "ends_with",
      suffix: def.suffix,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckOverwrite = /* @__PURE__ */ $constructor("$ZodCheckOverwrite", (inst, def) => {
  $ZodCheck.init(inst, def);
  inst._zod.check = (payload) => {
    payload.value = def.tx(payload.value);
  };
});

// node_modules/zod/v4/core/doc.js
var Doc = class {
  constructor(args = [], closed = {}) {
    this.content = [];
    this.indent = 0;
    this.args = args;
    this.closed = closed;
  }
  // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
  indented(fn) {
    this.indent += 1;
    try {
      fn(this);
    } finally {
      this.indent -= 1;
    }
  }
  write(arg) {
    if (typeof arg === "function") {
      arg(this, { execution: "sync" });
      arg(this, { execution: "async" });
      return;
    }
    const content = arg;
    const lines = content.split("\n").filter((x) => x);
    const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
    const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
    for (const line of dedented) {
      this.content.push(line);
    }
  }
  compile() {
    const F = Function;
    const content = this?.content ?? [``];
    const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {
${content.join("\n")}
};`);
    return factory(...Object.values(this.closed));
  }
};

// node_modules/zod/v4/core/versions.js
var version = {
  major: 4,
  minor: 6,
  patch: 7
};

// node_modules/zod/v4/core/schemas.js
var $ZodType = /* @__PURE__ */ $constructor("$ZodType", (inst, def) => {
  var _a3;
  inst ?? (inst = {});
  inst._zod.def = def;
  inst._zod.bag = inst._zod.bag || {};
  inst._zod.version = version;
  const defChecks = inst._zod.def.checks;
  const checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
  for (const ch of checks) {
    for (const fn of ch._zod.onattach) {
      fn(inst);
    }
  }
  if (checks.length === 0) {
    (_a3 = inst._zod).deferred ?? (_a3.deferred = []);
    inst._zod.deferred?.push(() => {
      inst._zod.run = inst._zod.parse;
    });
  } else {
    const runChecks = (payload, checks2, ctx) => {
      if (payload.memo)
        return payload;
      let isAborted = aborted(payload);
      let asyncResult;
      for (const ch of checks2) {
        if (ch._zod.def.when) {
          if (explicitlyAborted(payload))
            continue;
          const shouldRun = ch._zod.def.when(payload);
          if (!shouldRun)
            continue;
        } else if (isAborted) {
          continue;
        }
        const currLen = payload.issues.length;
        const _ = ch._zod.check(payload);
        if (_ instanceof Promise && ctx?.async === false) {
          throw new $ZodAsyncError();
        }
        if (asyncResult || _ instanceof Promise) {
          asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
            await _;
            const nextLen = payload.issues.length;
            if (nextLen === currLen)
              return;
            attachSchema(payload.issues, currLen, inst);
            if (!isAborted)
              isAborted = aborted(payload, currLen);
          });
        } else {
          const nextLen = payload.issues.length;
          if (nextLen === currLen)
            continue;
          attachSchema(payload.issues, currLen, inst);
          if (!isAborted)
            isAborted = aborted(payload, currLen);
        }
      }
      if (asyncResult) {
        return asyncResult.then(() => {
          return payload;
        });
      }
      return payload;
    };
    const handleCanaryResult = (canary, payload, ctx) => {
      if (aborted(canary)) {
        canary.aborted = true;
        return canary;
      }
      const checkResult = runChecks(payload, checks, ctx);
      if (checkResult instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
      }
      return inst._zod.parse(checkResult, ctx);
    };
    inst._zod.run = (payload, ctx) => {
      if (ctx.skipChecks) {
        return inst._zod.parse(payload, ctx);
      }
      if (ctx.direction === "backward") {
        const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
        if (canary instanceof Promise) {
          return canary.then((canary2) => {
            return handleCanaryResult(canary2, payload, ctx);
          });
        }
        return handleCanaryResult(canary, payload, ctx);
      }
      const result = inst._zod.parse(payload, ctx);
      if (result instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return result.then((result2) => runChecks(result2, checks, ctx));
      }
      return runChecks(result, checks, ctx);
    };
  }
}, {
  // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
  get "~standard"() {
    return hide(this, "~standard", standardProps(this));
  },
  set "~standard"(value) {
    own(this, "~standard", value);
  }
});
var toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync2(inst, value) {
  const ctx = { async: true };
  return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
}
function standardProps(inst) {
  return {
    validate: (value) => {
      const ctx = { async: false };
      try {
        const r = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r instanceof Promise))
          return toStandardResult(r, ctx);
      } catch (_) {
      }
      return validateAsync2(inst, value);
    },
    vendor: "zod",
    version: 1
  };
}
var $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = def.pattern ?? anyString;
  inst._zod.parse = (payload, _) => {
    if (def.coerce)
      try {
        payload.value = String(payload.value);
      } catch (_2) {
      }
    if (typeof payload.value === "string")
      return payload;
    payload.issues.push({
      expected: "string",
      code: "invalid_type",
      input: payload.value,
      inst
    });
    return payload;
  };
});
var $ZodStringFormat = /* @__PURE__ */ $constructor("$ZodStringFormat", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  $ZodString.init(inst, def);
});
var $ZodGUID = /* @__PURE__ */ $constructor("$ZodGUID", (inst, def) => {
  def.pattern ?? (def.pattern = guid);
  $ZodStringFormat.init(inst, def);
});
var $ZodUUID = /* @__PURE__ */ $constructor("$ZodUUID", (inst, def) => {
  if (def.version) {
    const versionMap = {
      v1: 1,
      v2: 2,
      v3: 3,
      v4: 4,
      v5: 5,
      v6: 6,
      v7: 7,
      v8: 8
    };
    const v = versionMap[def.version];
    if (v === void 0)
      throw new Error(`Invalid UUID version: "${def.version}"`);
    def.pattern ?? (def.pattern = uuid(v));
  } else
    def.pattern ?? (def.pattern = uuid());
  $ZodStringFormat.init(inst, def);
});
var $ZodEmail = /* @__PURE__ */ $constructor("$ZodEmail", (inst, def) => {
  def.pattern ?? (def.pattern = email);
  $ZodStringFormat.init(inst, def);
});
var URL_BAD_FORMAT = 1;
var URL_UNPARSEABLE = 2;
function canParseURL(input) {
  try {
    if (typeof URL !== "undefined" && typeof URL.canParse === "function")
      return URL.canParse(input);
    new URL(input);
    return true;
  } catch {
    return false;
  }
}
function validateURL(trimmed, def) {
  if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
    return canParseURL(trimmed) || URL_UNPARSEABLE;
  }
  return parseURLObject(trimmed, def);
}
function parseURLObject(trimmed, def) {
  if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
    return URL_BAD_FORMAT;
  }
  try {
    if (typeof URL !== "undefined") {
      const URLStatic = URL;
      if (typeof URLStatic.parse === "function")
        return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
    }
    return new URL(trimmed);
  } catch {
    return URL_UNPARSEABLE;
  }
}
var asciiTabOrNewline = /[\t\n\r]/g;
function stripTabAndNewline(value) {
  return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
  hostname.lastIndex = 0;
  return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
  protocol.lastIndex = 0;
  return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
var $ZodURL = /* @__PURE__ */ $constructor("$ZodURL", (inst, def) => {
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    try {
      const trimmed = payload.value.trim();
      const url = validateURL(trimmed, def);
      if (url === URL_BAD_FORMAT) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          note: "Invalid URL format",
          input: payload.value,
          inst,
          continue: !def.abort
        });
        return;
      }
      if (url === URL_UNPARSEABLE) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          input: payload.value,
          inst,
          continue: !def.abort
        });
        return;
      }
      if (url === true) {
        payload.value = stripTabAndNewline(trimmed);
        return;
      }
      if (def.hostname && !urlHostnameOk(url, def.hostname)) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          note: "Invalid hostname",
          pattern: def.hostname.source,
          input: payload.value,
          inst,
          continue: !def.abort
        });
      }
      if (def.protocol && !urlProtocolOk(url, def.protocol)) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          note: "Invalid protocol",
          pattern: def.protocol.source,
          input: payload.value,
          inst,
          continue: !def.abort
        });
      }
      payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
      return;
    } catch (_) {
      payload.issues.push({
        code: "invalid_format",
        format: "url",
        input: payload.value,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodEmoji = /* @__PURE__ */ $constructor("$ZodEmoji", (inst, def) => {
  def.pattern ?? (def.pattern = emoji());
  $ZodStringFormat.init(inst, def);
});
var $ZodNanoID = /* @__PURE__ */ $constructor("$ZodNanoID", (inst, def) => {
  if (def.length !== void 0 && (!Number.isInteger(def.length) || def.length < 1))
    throw new Error(`Invalid nanoid length: ${def.length}`);
  def.pattern ?? (def.pattern = def.length === void 0 ? nanoid : nanoidOfLength(def.length));
  $ZodStringFormat.init(inst, def);
});
var $ZodCUID = /* @__PURE__ */ $constructor("$ZodCUID", (inst, def) => {
  def.pattern ?? (def.pattern = cuid);
  $ZodStringFormat.init(inst, def);
});
var $ZodCUID2 = /* @__PURE__ */ $constructor("$ZodCUID2", (inst, def) => {
  def.pattern ?? (def.pattern = cuid2);
  $ZodStringFormat.init(inst, def);
});
var $ZodULID = /* @__PURE__ */ $constructor("$ZodULID", (inst, def) => {
  def.pattern ?? (def.pattern = ulid);
  $ZodStringFormat.init(inst, def);
});
var $ZodXID = /* @__PURE__ */ $constructor("$ZodXID", (inst, def) => {
  def.pattern ?? (def.pattern = xid);
  $ZodStringFormat.init(inst, def);
});
var $ZodKSUID = /* @__PURE__ */ $constructor("$ZodKSUID", (inst, def) => {
  def.pattern ?? (def.pattern = ksuid);
  $ZodStringFormat.init(inst, def);
});
var $ZodISODateTime = /* @__PURE__ */ $constructor("$ZodISODateTime", (inst, def) => {
  def.pattern ?? (def.pattern = datetime(def));
  $ZodStringFormat.init(inst, def);
});
var $ZodISODate = /* @__PURE__ */ $constructor("$ZodISODate", (inst, def) => {
  def.pattern ?? (def.pattern = date);
  $ZodStringFormat.init(inst, def);
});
var $ZodISOTime = /* @__PURE__ */ $constructor("$ZodISOTime", (inst, def) => {
  def.pattern ?? (def.pattern = time(def));
  $ZodStringFormat.init(inst, def);
});
var $ZodISODuration = /* @__PURE__ */ $constructor("$ZodISODuration", (inst, def) => {
  def.pattern ?? (def.pattern = duration);
  $ZodStringFormat.init(inst, def);
});
var $ZodIPv4 = /* @__PURE__ */ $constructor("$ZodIPv4", (inst, def) => {
  def.pattern ?? (def.pattern = ipv4);
  $ZodStringFormat.init(inst, def);
});
var ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
  if (!ipv6Alphabet.test(value))
    return false;
  return canParseURL(`http://[${value}]`);
}
var $ZodIPv6 = /* @__PURE__ */ $constructor("$ZodIPv6", (inst, def) => {
  def.pattern ?? (def.pattern = ipv6);
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (!isValidIPv6(payload.value)) {
      payload.issues.push({
        code: "invalid_format",
        format: "ipv6",
        input: payload.value,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodCIDRv4 = /* @__PURE__ */ $constructor("$ZodCIDRv4", (inst, def) => {
  def.pattern ?? (def.pattern = cidrv4);
  $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
  const parts = value.split("/");
  if (parts.length !== 2)
    return false;
  const [address, prefix] = parts;
  if (!prefix)
    return false;
  const prefixNum = Number(prefix);
  if (`${prefixNum}` !== prefix)
    return false;
  if (prefixNum < 0 || prefixNum > 128)
    return false;
  return isValidIPv6(address);
}
var $ZodCIDRv6 = /* @__PURE__ */ $constructor("$ZodCIDRv6", (inst, def) => {
  def.pattern ?? (def.pattern = cidrv6);
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (!isValidCIDRv6(payload.value)) {
      payload.issues.push({
        code: "invalid_format",
        format: "cidrv6",
        input: payload.value,
        inst,
        continue: !def.abort
      });
    }
  };
});
function isValidBase64(data) {
  if (data === "")
    return true;
  if (/\s/.test(data))
    return false;
  if (data.length % 4 !== 0)
    return false;
  try {
    atob(data);
    return true;
  } catch {
    return false;
  }
}
var base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
var $ZodBase64 = /* @__PURE__ */ $constructor("$ZodBase64", (inst, def) => {
  def.pattern ?? (def.pattern = base64Charset);
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (isValidBase64(payload.value))
      return;
    payload.issues.push({
      code: "invalid_format",
      format: "base64",
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
  if (!base64urlCharset.test(data))
    return false;
  const base642 = data.replace(/[-_]/g, (c) => c === "-" ? "+" : "/");
  const padded = base642.padEnd(Math.ceil(base642.length / 4) * 4, "=");
  return isValidBase64(padded);
}
var $ZodBase64URL = /* @__PURE__ */ $constructor("$ZodBase64URL", (inst, def) => {
  def.pattern ?? (def.pattern = base64urlCharset);
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (isValidBase64URL(payload.value))
      return;
    payload.issues.push({
      code: "invalid_format",
      format: "base64url",
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodE164 = /* @__PURE__ */ $constructor("$ZodE164", (inst, def) => {
  def.pattern ?? (def.pattern = e164);
  $ZodStringFormat.init(inst, def);
});
function isValidJWT(token, algorithm = null) {
  try {
    const tokensParts = token.split(".");
    if (tokensParts.length !== 3)
      return false;
    const [header] = tokensParts;
    if (!header)
      return false;
    const parsedHeader = JSON.parse(atob(header));
    if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
      return false;
    if (!parsedHeader.alg)
      return false;
    if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
      return false;
    return true;
  } catch {
    return false;
  }
}
var $ZodJWT = /* @__PURE__ */ $constructor("$ZodJWT", (inst, def) => {
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (isValidJWT(payload.value, def.alg))
      return;
    payload.issues.push({
      code: "invalid_format",
      format: "jwt",
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodNumber = /* @__PURE__ */ $constructor("$ZodNumber", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = number;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Number(payload.value);
      } catch (_) {
      }
    const input = payload.value;
    if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
      return payload;
    }
    const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
    payload.issues.push({
      expected: "number",
      code: "invalid_type",
      input,
      inst,
      ...received ? { received } : {}
    });
    return payload;
  };
});
var $ZodNumberFormat = /* @__PURE__ */ $constructor("$ZodNumberFormat", (inst, def) => {
  $ZodCheckNumberFormat.init(inst, def);
  $ZodNumber.init(inst, def);
});
var $ZodBoolean = /* @__PURE__ */ $constructor("$ZodBoolean", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = boolean;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Boolean(payload.value);
      } catch (_) {
      }
    const input = payload.value;
    if (typeof input === "boolean")
      return payload;
    payload.issues.push({
      expected: "boolean",
      code: "invalid_type",
      input,
      inst
    });
    return payload;
  };
});
var $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload) => payload;
});
var $ZodNever = /* @__PURE__ */ $constructor("$ZodNever", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _ctx) => {
    payload.issues.push({
      expected: "never",
      code: "invalid_type",
      input: payload.value,
      inst
    });
    return payload;
  };
});
function capSize(inst, size) {
  const caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  const cap = Math.min(...caps.map((c) => c[0]));
  const parse4 = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    const n = size(payload.value);
    if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
      for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
        if (n > max && ch._zod.def.when(payload)) {
          const start2 = payload.issues.length;
          ch._zod.check(payload);
          payload.issues[start2].continue = false;
          attachSchema(payload.issues, start2, inst);
          return payload;
        }
      }
    }
    return parse4(payload, ctx);
  };
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
  if (result.issues.length) {
    final.issues.push(...prefixIssues(index, result.issues));
  }
  final.value[index] = result.value;
}
var $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
  $ZodType.init(inst, def);
  const memo2 = globalConfig.memoizer;
  memo2?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!Array.isArray(input)) {
      payload.issues.push({
        expected: "array",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo2 ? memo2.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
    const proms = [];
    const abortEarly = ctx?.abortEarly;
    for (let i = 0; i < input.length; i++) {
      const item = input[i];
      const result = def.element._zod.run({
        value: item,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
      } else {
        handleArrayResult(result, payload, i);
        if (abortEarly && result.issues.length !== 0 && aborted(result))
          break;
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
  capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key2, input, optin, optout) {
  const isPresent = key2 in input;
  const isOptionalOut = optout === "optional";
  if (!isPresent && isOptionalOut && optin === "optional") {
    return;
  }
  if (result.issues.length) {
    if (optin !== void 0 && isOptionalOut && !isPresent) {
      return;
    }
    final.issues.push(...prefixIssues(key2, result.issues));
  }
  if (!isPresent && optin === void 0) {
    if (!result.issues.length) {
      final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key2]
      });
    }
    return;
  }
  if (result.value === void 0) {
    if (isPresent || optin === "defaulted" && !isOptionalOut) {
      final.value[key2] = void 0;
    }
  } else {
    final.value[key2] = result.value;
  }
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
  const keys = Object.keys(def.shape);
  const ownSymbols = Object.getOwnPropertySymbols(def.shape);
  const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
  const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (const k of allKeys) {
    if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
      throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
    }
  }
  const okeys = optionalKeys(def.shape);
  return {
    ...def,
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys)
  };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
  const unrecognized = [];
  const keySet = def.keySet;
  const _catchall = def.catchall._zod;
  const t = _catchall.def.type;
  const optin = _catchall.optin;
  const optout = _catchall.optout;
  let seen = 0;
  for (const key2 in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen))
        break;
      seen = payload.issues.length;
    }
    if (keySet.has(key2))
      continue;
    if (key2 === "__proto__") {
      if (t === "never")
        unrecognized.push(key2);
      continue;
    }
    if (t === "never") {
      unrecognized.push(key2);
      continue;
    }
    const r = _catchall.run({ value: input[key2], issues: [] }, ctx);
    if (r instanceof Promise) {
      proms.push(r.then((r2) => handlePropertyResult(r2, payload, key2, input, optin, optout)));
    } else {
      handlePropertyResult(r, payload, key2, input, optin, optout);
    }
  }
  if (unrecognized.length) {
    payload.issues.push({
      code: "unrecognized_keys",
      keys: unrecognized,
      input,
      inst,
      // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
      continue: true
    });
  }
  if (!proms.length)
    return payload;
  return Promise.all(proms).then(() => {
    return payload;
  });
}
var $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
  $ZodType.init(inst, def);
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  const sh = desc?.get ? desc.get.raw : def.shape ?? {};
  if (sh) {
    const get = () => {
      const newSh = { ...sh };
      Object.defineProperty(def, "shape", { value: newSh });
      get.raw = newSh;
      return newSh;
    };
    get.raw = sh;
    Object.defineProperty(def, "shape", { get });
  }
  const _normalized = cached(() => normalizeDef(def));
  defineLazyInternal(inst, "propValues", (zod) => {
    const shape = zod.def.shape;
    const propValues = {};
    for (const key2 in shape) {
      const field = shape[key2]._zod;
      if (field.values) {
        if (!Object.prototype.hasOwnProperty.call(propValues, key2)) {
          assignProp(propValues, key2, /* @__PURE__ */ new Set());
        }
        for (const v of field.values)
          propValues[key2].add(v);
        if (field.optin !== void 0)
          propValues[key2].add(void 0);
      }
    }
    return propValues;
  });
  const isObject2 = isObject;
  const catchall = def.catchall;
  let value;
  const memo2 = globalConfig.memoizer;
  memo2?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject2(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo2 ? memo2.alloc(inst, payload, {}, ctx) : {};
    const proms = [];
    const shape = value.shape;
    const abortEarly = ctx?.abortEarly;
    let seen = payload.issues.length;
    for (const key2 of value.allKeys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen))
          break;
        seen = payload.issues.length;
      }
      if (key2 === "__proto__")
        continue;
      const el = shape[key2];
      const optin = el._zod.optin;
      const optout = el._zod.optout;
      const r = el._zod.run({ value: input[key2], issues: [] }, ctx);
      if (r instanceof Promise) {
        proms.push(r.then((r2) => handlePropertyResult(r2, payload, key2, input, optin, optout)));
      } else {
        handlePropertyResult(r, payload, key2, input, optin, optout);
      }
    }
    if (!catchall) {
      return proms.length ? Promise.all(proms).then(() => payload) : payload;
    }
    return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
  };
});
var $ZodObjectJIT = /* @__PURE__ */ $constructor("$ZodObjectJIT", (inst, def) => {
  $ZodObject.init(inst, def);
  const superParse = inst._zod.parse;
  const _normalized = cached(() => normalizeDef(def));
  const memo2 = globalConfig.memoizer;
  const generateFastpass = (shape) => {
    const normalized = _normalized.value;
    const syms = normalized.symbolKeys;
    const doc = new Doc(["payload", "ctx"], { shape, inst, memo: memo2, syms });
    const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
    const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
    doc.write(`const input = payload.value;`);
    const ids = /* @__PURE__ */ Object.create(null);
    let counter = 0;
    for (const key2 of normalized.allKeys) {
      ids[key2] = `key_${counter++}`;
    }
    doc.write(memo2 ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
    for (const key2 of normalized.allKeys) {
      if (key2 === "__proto__")
        continue;
      const id = ids[key2];
      const k = typeof key2 === "symbol" ? `syms[${syms.indexOf(key2)}]` : esc(key2);
      const isPresent = `${k} in input`;
      const schema = shape[key2];
      const optin = schema?._zod?.optin;
      const isOptionalIn = optin !== void 0;
      const isOptionalOut = schema?._zod?.optout === "optional";
      doc.write(`const ${id} = ${parseStr(k)};`);
      if (isOptionalIn && isOptionalOut) {
        const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
        doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
      } else if (!isOptionalIn) {
        doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
      } else {
        doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
        if (optin === "defaulted") {
          doc.write(`newResult[${k}] = ${id}.value;`);
        } else {
          doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
        }
      }
    }
    doc.write(`payload.value = newResult;`);
    doc.write(`return payload;`);
    return doc.compile();
  };
  let fastpass;
  const isObject2 = isObject;
  const jit = !globalConfig.jitless;
  const allowsEval2 = allowsEval;
  const fastEnabled = jit && allowsEval2.value;
  const catchall = def.catchall;
  let value;
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject2(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
      if (!fastpass)
        fastpass = generateFastpass(def.shape);
      payload = fastpass(payload, ctx);
      if (!catchall)
        return payload;
      return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
    }
    return superParse(payload, ctx);
  };
});
function handleUnionResults(results, final, inst, ctx) {
  for (const result of results) {
    if (result.issues.length === 0) {
      final.value = result.value;
      return final;
    }
  }
  const nonaborted = results.filter((r) => !aborted(r));
  if (nonaborted.length === 1) {
    final.value = nonaborted[0].value;
    return nonaborted[0];
  }
  final.issues.push({
    code: "invalid_union",
    input: final.value,
    inst,
    errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config())))
  });
  return final;
}
var $ZodUnion = /* @__PURE__ */ $constructor("$ZodUnion", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o) => o._zod.optin !== void 0) ? "optional" : void 0);
  defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0);
  defineLazyInternal(inst, "values", (zod) => {
    if (zod.def.options.every((o) => o._zod.values)) {
      return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
    }
    return void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    if (zod.def.options.every((o) => o._zod.pattern)) {
      const patterns = zod.def.options.map((o) => o._zod.pattern);
      return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
    }
    return void 0;
  });
  const first = def.options.length === 1 ? def.options[0]._zod.run : null;
  inst._zod.parse = (payload, ctx) => {
    if (first) {
      return first(payload, ctx);
    }
    let async = false;
    const results = [];
    for (const option of def.options) {
      const result = option._zod.run({
        value: payload.value,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        results.push(result);
        async = true;
      } else {
        if (result.issues.length === 0)
          return result;
        results.push(result);
      }
    }
    if (!async)
      return handleUnionResults(results, payload, inst, ctx);
    return Promise.all(results).then((results2) => {
      return handleUnionResults(results2, payload, inst, ctx);
    });
  };
});
var $ZodIntersection = /* @__PURE__ */ $constructor("$ZodIntersection", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    const left = def.left._zod.run({ value: input, issues: [] }, ctx);
    const right = def.right._zod.run({ value: input, issues: [] }, ctx);
    const async = left instanceof Promise || right instanceof Promise;
    if (async) {
      return Promise.all([left, right]).then(([left2, right2]) => {
        return handleIntersectionResults(payload, left2, right2);
      });
    }
    return handleIntersectionResults(payload, left, right);
  };
});
function mergeValues(a, b) {
  if (a === b) {
    return { valid: true, data: a };
  }
  if (a instanceof Date && b instanceof Date && +a === +b) {
    return { valid: true, data: a };
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const bKeys = Object.keys(b);
    const sharedKeys = Object.keys(a).filter((key2) => bKeys.indexOf(key2) !== -1);
    const newObj = { ...a, ...b };
    if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
      delete newObj.__proto__;
    for (const key2 of sharedKeys) {
      if (key2 === "__proto__")
        continue;
      const sharedValue = mergeValues(a[key2], b[key2]);
      if (!sharedValue.valid) {
        return {
          valid: false,
          mergeErrorPath: [key2, ...sharedValue.mergeErrorPath]
        };
      }
      newObj[key2] = sharedValue.data;
    }
    return { valid: true, data: newObj };
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) {
      return { valid: false, mergeErrorPath: [] };
    }
    const newArray = [];
    for (let index = 0; index < a.length; index++) {
      const itemA = a[index];
      const itemB = b[index];
      const sharedValue = mergeValues(itemA, itemB);
      if (!sharedValue.valid) {
        return {
          valid: false,
          mergeErrorPath: [index, ...sharedValue.mergeErrorPath]
        };
      }
      newArray.push(sharedValue.data);
    }
    return { valid: true, data: newArray };
  }
  return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
  const unrecKeys = /* @__PURE__ */ new Map();
  let unrecIssue;
  const keyIssues = /* @__PURE__ */ new Map();
  const collect = (iss, side) => {
    let keys;
    if (iss.code === "unrecognized_keys" && !iss.path?.length) {
      unrecIssue ?? (unrecIssue = iss);
      keys = iss.keys;
    } else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
      const k = String(iss.path[0]);
      if (!keyIssues.has(k))
        keyIssues.set(k, iss);
      keys = [k];
    } else {
      return false;
    }
    for (const k of keys) {
      if (!unrecKeys.has(k))
        unrecKeys.set(k, {});
      unrecKeys.get(k)[side] = true;
    }
    return true;
  };
  for (const iss of left.issues) {
    if (!collect(iss, "l"))
      result.issues.push(iss);
  }
  for (const iss of right.issues) {
    if (!collect(iss, "r"))
      result.issues.push(iss);
  }
  const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
  if (bothKeys.length) {
    const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
    if (aggregated.length)
      result.issues.push({ ...unrecIssue, keys: aggregated });
    for (const k of bothKeys) {
      if (!aggregated.includes(k) && keyIssues.has(k))
        result.issues.push(keyIssues.get(k));
    }
  }
  const merged = mergeValues(left.value, right.value);
  if (!merged.valid) {
    if (aborted(result))
      return result;
    throw new Error(`Unmergable intersection. Error path: ${JSON.stringify(merged.mergeErrorPath)}`);
  }
  result.value = merged.data;
  return result;
}
var $ZodRecord = /* @__PURE__ */ $constructor("$ZodRecord", (inst, def) => {
  $ZodType.init(inst, def);
  const memo2 = globalConfig.memoizer;
  memo2?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!isPlainObject(input)) {
      payload.issues.push({
        expected: "record",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    const proms = [];
    const values = def.keyType._zod.values;
    if (values && !def.partial) {
      payload.value = memo2 ? memo2.alloc(inst, payload, {}, ctx) : {};
      const recordKeys = /* @__PURE__ */ new Set();
      for (const key2 of values) {
        if (typeof key2 === "string" || typeof key2 === "number" || typeof key2 === "symbol") {
          recordKeys.add(typeof key2 === "number" ? key2.toString() : key2);
          if (key2 === "__proto__")
            continue;
          const keyResult = def.keyType._zod.run({ value: key2, issues: [] }, ctx);
          if (keyResult instanceof Promise) {
            throw new Error("Async schemas not supported in object keys currently");
          }
          if (keyResult.issues.length) {
            payload.issues.push({
              code: "invalid_key",
              origin: "record",
              issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
              input: key2,
              path: [key2],
              inst
            });
            continue;
          }
          const outKey = keyResult.value;
          if (outKey === "__proto__")
            continue;
          const result = def.valueType._zod.run({ value: input[key2], issues: [] }, ctx);
          if (result instanceof Promise) {
            proms.push(result.then((result2) => {
              if (result2.issues.length) {
                payload.issues.push(...prefixIssues(key2, result2.issues));
              }
              payload.value[outKey] = result2.value;
            }));
          } else {
            if (result.issues.length) {
              payload.issues.push(...prefixIssues(key2, result.issues));
            }
            payload.value[outKey] = result.value;
          }
        }
      }
      let unrecognized;
      for (const key2 in input) {
        if (!recordKeys.has(key2)) {
          if (def.mode === "loose") {
            if (key2 === "__proto__")
              continue;
            payload.value[key2] = input[key2];
          } else {
            unrecognized = unrecognized ?? [];
            unrecognized.push(key2);
          }
        }
      }
      if (unrecognized && unrecognized.length > 0) {
        payload.issues.push({
          code: "unrecognized_keys",
          input,
          inst,
          keys: unrecognized,
          continue: true
        });
      }
    } else {
      payload.value = memo2 ? memo2.alloc(inst, payload, {}, ctx) : {};
      let unrecognized;
      for (const key2 of Reflect.ownKeys(input)) {
        if (key2 === "__proto__")
          continue;
        if (!Object.prototype.propertyIsEnumerable.call(input, key2))
          continue;
        let keyResult = def.keyType._zod.run({ value: key2, issues: [] }, ctx);
        if (keyResult instanceof Promise) {
          throw new Error("Async schemas not supported in object keys currently");
        }
        const checkNumericKey = typeof key2 === "string" && number.test(key2) && keyResult.issues.length;
        if (checkNumericKey) {
          const retryResult = def.keyType._zod.run({ value: Number(key2), issues: [] }, ctx);
          if (retryResult instanceof Promise) {
            throw new Error("Async schemas not supported in object keys currently");
          }
          if (retryResult.issues.length === 0) {
            keyResult = retryResult;
          }
        }
        if (keyResult.issues.length) {
          if (def.mode === "loose") {
            payload.value[key2] = input[key2];
          } else if (values) {
            unrecognized = unrecognized ?? [];
            unrecognized.push(key2);
          } else {
            payload.issues.push({
              code: "invalid_key",
              origin: "record",
              issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
              input: key2,
              path: [key2],
              inst
            });
          }
          continue;
        }
        const outKey = keyResult.value;
        if (outKey === "__proto__")
          continue;
        const result = def.valueType._zod.run({ value: input[key2], issues: [] }, ctx);
        if (result instanceof Promise) {
          proms.push(result.then((result2) => {
            if (result2.issues.length) {
              payload.issues.push(...prefixIssues(key2, result2.issues));
            }
            payload.value[outKey] = result2.value;
          }));
        } else {
          if (result.issues.length) {
            payload.issues.push(...prefixIssues(key2, result.issues));
          }
          payload.value[outKey] = result.value;
        }
      }
      if (unrecognized && unrecognized.length > 0) {
        payload.issues.push({
          code: "unrecognized_keys",
          input,
          inst,
          keys: unrecognized,
          continue: true
        });
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
});
var $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
  $ZodType.init(inst, def);
  const values = getEnumValues(def.entries);
  const valuesSet = new Set(values);
  inst._zod.values = valuesSet;
  defineLazyInternal(inst, "pattern", (zod) => {
    const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
    return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (valuesSet.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values,
      input,
      inst
    });
    return payload;
  };
});
var $ZodLiteral = /* @__PURE__ */ $constructor("$ZodLiteral", (inst, def) => {
  $ZodType.init(inst, def);
  const values = new Set(def.values);
  inst._zod.values = values;
  defineLazyInternal(inst, "pattern", (zod) => {
    const vals = zod.def.values;
    return new RegExp(vals.length ? `^(${vals.map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (values.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values: def.values,
      input,
      inst
    });
    return payload;
  };
});
var $ZodTransform = /* @__PURE__ */ $constructor("$ZodTransform", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "optional";
  globalConfig.memoizer?.guard(inst);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      throw new $ZodEncodeError(inst.constructor.name);
    }
    const _out = def.transform(payload.value, payload);
    if (ctx.async) {
      const output = _out instanceof Promise ? _out : Promise.resolve(_out);
      return output.then((output2) => {
        payload.value = output2;
        return payload;
      });
    }
    if (_out instanceof Promise) {
      throw new $ZodAsyncError();
    }
    payload.value = _out;
    return payload;
  };
});
function handleOptionalResult(payload, result) {
  payload.value = result.issues.length ? void 0 : result.value;
  return payload;
}
var $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
  inst._zod.optout = "optional";
  defineLazyInternal(inst, "values", (zod) => {
    const values = zod.def.innerType._zod.values;
    return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === void 0) {
      if (def.innerType._zod.optin !== "defaulted")
        return payload;
      const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
      if (result instanceof Promise)
        return result.then((result2) => handleOptionalResult(payload, result2));
      return handleOptionalResult(payload, result);
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodExactOptional = /* @__PURE__ */ $constructor("$ZodExactOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
  inst._zod.parse = (payload, ctx) => {
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodNullable = /* @__PURE__ */ $constructor("$ZodNullable", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
  });
  defineLazyInternal(inst, "values", (zod) => {
    return zod.def.innerType._zod.values ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null]) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === null)
      return payload;
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodDefault = /* @__PURE__ */ $constructor("$ZodDefault", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "defaulted";
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    if (payload.value === void 0) {
      payload.value = def.defaultValue;
      return payload;
    }
    const result = def.innerType._zod.run(payload, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleDefaultResult(result2, def));
    }
    return handleDefaultResult(result, def);
  };
});
function handleDefaultResult(payload, def) {
  if (payload.value === void 0) {
    payload.value = def.defaultValue;
  }
  return payload;
}
var $ZodPrefault = /* @__PURE__ */ $constructor("$ZodPrefault", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "defaulted";
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    if (payload.value === void 0) {
      payload.value = def.defaultValue;
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodNonOptional = /* @__PURE__ */ $constructor("$ZodNonOptional", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "values", (zod) => {
    const v = zod.def.innerType._zod.values;
    return v ? new Set([...v].filter((x) => x !== void 0)) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    const result = def.innerType._zod.run(payload, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleNonOptionalResult(result2, inst));
    }
    return handleNonOptionalResult(result, inst);
  };
});
function handleNonOptionalResult(payload, inst) {
  if (!payload.issues.length && payload.value === void 0) {
    payload.issues.push({
      code: "invalid_type",
      expected: "nonoptional",
      input: payload.value,
      inst
    });
  }
  return payload;
}
function handleCatchResult(payload, result, def, ctx) {
  if (!result.issues.length) {
    payload.value = result.value;
    if (result.memo)
      payload.memo = true;
    return payload;
  }
  payload.value = def.catchValue({
    ...result,
    value: payload.value,
    error: {
      issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config()))
    },
    input: payload.value
  });
  return payload;
}
var $ZodCatch = /* @__PURE__ */ $constructor("$ZodCatch", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleCatchResult(payload, result2, def, ctx));
    }
    return handleCatchResult(payload, result, def, ctx);
  };
});
var $ZodPipe = /* @__PURE__ */ $constructor("$ZodPipe", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
  defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
  defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      const right = def.out._zod.run(payload, ctx);
      if (right instanceof Promise) {
        return right.then((right2) => handlePipeResult(right2, def.in, ctx));
      }
      return handlePipeResult(right, def.in, ctx);
    }
    const left = def.in._zod.run(payload, ctx);
    if (left instanceof Promise) {
      return left.then((left2) => handlePipeResult(left2, def.out, ctx));
    }
    return handlePipeResult(left, def.out, ctx);
  };
});
function handlePipeResult(left, next, ctx) {
  if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
    left.aborted = true;
    return left;
  }
  return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
var $ZodReadonly = /* @__PURE__ */ $constructor("$ZodReadonly", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    const result = def.innerType._zod.run(payload, ctx);
    if (result instanceof Promise) {
      return result.then(handleReadonlyResult);
    }
    return handleReadonlyResult(result);
  };
});
function handleReadonlyResult(payload) {
  if (!payload.memo)
    payload.value = Object.freeze(payload.value);
  return payload;
}
var $ZodCustom = /* @__PURE__ */ $constructor("$ZodCustom", (inst, def) => {
  $ZodCheck.init(inst, def);
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _) => {
    return payload;
  };
  inst._zod.check = (payload) => {
    const input = payload.value;
    const r = def.fn(input);
    if (r instanceof Promise) {
      return r.then((r2) => handleRefineResult(r2, payload, input, inst));
    }
    handleRefineResult(r, payload, input, inst);
    return;
  };
});
function handleRefineResult(result, payload, input, inst) {
  if (!result) {
    const _iss = {
      code: "custom",
      input,
      inst,
      // incorporates params.error into issue reporting
      path: [...inst._zod.def.path ?? []],
      // incorporates params.error into issue reporting
      continue: !inst._zod.def.abort
      // params: inst._zod.def.params,
    };
    if (inst._zod.def.params)
      _iss.params = inst._zod.def.params;
    payload.issues.push(issue(_iss));
  }
}

// node_modules/zod/v4/core/memoizer.js
var $ZodCyclicError = class extends Error {
  constructor() {
    super(`Cannot parse a reference cycle that closes through a transform`);
    this.name = "ZodCyclicError";
  }
};
var STATE = "~memo";
var NO_ISSUES = [];
function isRef(value) {
  return value !== null && typeof value === "object";
}
function cloneIssues(issues) {
  return issues.map((iss) => iss.path ? { ...iss, path: iss.path.slice() } : { ...iss });
}
var recursive = /* @__PURE__ */ new WeakMap();
var NONE = 0;
var ASSUMED = 1;
var PROVEN = 2;
function isRecursive(inst, stack, resolve3) {
  const cached2 = recursive.get(inst);
  if (cached2 !== void 0)
    return cached2 ? PROVEN : NONE;
  if (stack.has(inst))
    return PROVEN;
  stack.add(inst);
  let result = NONE;
  const check = (child) => {
    if (result !== PROVEN && child?._zod) {
      const answer = isRecursive(child, stack, resolve3);
      if (answer > result)
        result = answer;
    }
  };
  const shape = (sh, spread) => {
    let answer = NONE;
    for (const key2 of Reflect.ownKeys(sh)) {
      const desc = Object.getOwnPropertyDescriptor(sh, key2);
      if (spread && !desc.enumerable)
        continue;
      const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve3) : NONE;
      if (child > answer)
        answer = child;
    }
    return answer;
  };
  const merge2 = (answer) => {
    if (answer > result)
      result = answer;
  };
  const def = inst._zod.def;
  const kind = def.type;
  switch (kind) {
    case "object": {
      const raw = rawShape(def);
      merge2(raw ? shape(raw, true) : ASSUMED);
      check(def.catchall);
      break;
    }
    case "array":
      check(def.element);
      break;
    case "tuple":
      for (const el of def.items)
        check(el);
      check(def.rest);
      break;
    case "record":
    case "map":
      check(def.keyType);
      check(def.valueType);
      break;
    case "set":
      check(def.valueType);
      break;
    case "union":
      for (const el of def.options)
        check(el);
      break;
    case "intersection":
      check(def.left);
      check(def.right);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
    case "promise":
    case "success":
      check(def.innerType);
      break;
    case "pipe":
      check(def.in);
      check(def.out);
      break;
    case "function":
      check(def.input);
      check(def.output);
      break;
    // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
    case "lazy": {
      const inner = def._cachedInner ?? (resolve3 ? inst._zod.innerType : void 0);
      merge2(inner ? isRecursive(inner, stack, false) : ASSUMED);
      break;
    }
    // a leaf by choice: `parts` are regex fragments, not data positions
    case "template_literal":
    // leaves
    case "string":
    case "number":
    case "int":
    case "boolean":
    case "bigint":
    case "symbol":
    case "undefined":
    case "null":
    case "void":
    case "never":
    case "any":
    case "unknown":
    case "date":
    case "nan":
    case "enum":
    case "literal":
    case "file":
    case "transform":
    case "custom":
      break;
    default: {
      kind;
      for (const key2 in def) {
        const desc = Object.getOwnPropertyDescriptor(def, key2);
        if (!desc || desc.get)
          continue;
        const value = desc.value;
        if (!value || typeof value !== "object")
          continue;
        if (value._zod)
          check(value);
        else if (Array.isArray(value))
          for (const el of value)
            check(el);
      }
    }
  }
  stack.delete(inst);
  return settle(inst, result);
}
function settle(inst, answer) {
  if (answer !== ASSUMED)
    recursive.set(inst, answer === PROVEN);
  return answer;
}
function bucketFor(state, inst) {
  let bucket = state.buckets.get(inst);
  if (!bucket) {
    bucket = /* @__PURE__ */ new WeakMap();
    state.buckets.set(inst, bucket);
  }
  return bucket;
}
var handoff;
var open = [];
var memo = {
  alloc(_inst, payload, empty2) {
    const bucket = handoff;
    if (!bucket)
      return empty2;
    handoff = void 0;
    const entry = { value: empty2, issues: null };
    bucket.set(payload.value, entry);
    open.push(entry);
    return empty2;
  },
  guard(inst) {
    var _a3;
    (_a3 = inst._zod).deferred ?? (_a3.deferred = []);
    inst._zod.deferred.push(() => {
      const base2 = inst._zod.parse;
      const wrapped = (payload, ctx) => {
        if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
          throw new $ZodCyclicError();
        return base2(payload, ctx);
      };
      inst._zod.parse = wrapped;
      if (inst._zod.run === base2)
        inst._zod.run = wrapped;
    });
  },
  attach(inst) {
    var _a3;
    let isRecursiveInst;
    let rechecked = false;
    let lastCtx;
    let lastBucket;
    (_a3 = inst._zod).deferred ?? (_a3.deferred = []);
    inst._zod.deferred.push(() => {
      const base2 = inst._zod.parse;
      const wrapped = (payload, ctx) => {
        if (isRecursiveInst === void 0) {
          const walked = isRecursive(inst, /* @__PURE__ */ new Set(), false);
          if (walked === NONE) {
            inst._zod.parse = base2;
            if (inst._zod.run === wrapped)
              inst._zod.run = base2;
            return base2(payload, ctx);
          }
          if (walked === PROVEN || rechecked)
            isRecursiveInst = true;
          else
            rechecked = true;
        }
        const input = payload.value;
        if (!isRef(input))
          return base2(payload, ctx);
        let state = ctx[STATE];
        if (!state) {
          state = { buckets: /* @__PURE__ */ new WeakMap(), backEdges: void 0 };
          ctx[STATE] = state;
        }
        let bucket;
        if (lastCtx === ctx) {
          bucket = lastBucket;
        } else {
          bucket = bucketFor(state, inst);
          lastCtx = ctx;
          lastBucket = bucket;
        }
        const hit = bucket.get(input);
        if (hit) {
          payload.value = hit.value;
          if (hit.issues) {
            if (hit.issues.length)
              payload.issues.push(...cloneIssues(hit.issues));
          } else {
            payload.memo = true;
            state.backEdges ?? (state.backEdges = /* @__PURE__ */ new WeakSet());
            state.backEdges.add(hit.value);
          }
          return payload;
        }
        handoff = bucket;
        const depth = open.length;
        const result = base2(payload, ctx);
        handoff = void 0;
        const entry = open.length > depth ? open.pop() : void 0;
        if (result instanceof Promise) {
          return result.then((r) => {
            if (entry)
              entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
            return r;
          });
        }
        if (entry)
          entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
        return result;
      };
      inst._zod.parse = wrapped;
      if (inst._zod.run === base2)
        inst._zod.run = wrapped;
    });
  }
};
function memoizer() {
  return memo;
}
function isBackEdge(ctx, value) {
  const backEdges = ctx[STATE]?.backEdges;
  return backEdges !== void 0 && isRef(value) && backEdges.has(value);
}

// node_modules/zod/v4/locales/en.js
var error = () => {
  const Sizable = {
    string: { unit: "characters", verb: "to have" },
    file: { unit: "bytes", verb: "to have" },
    array: { unit: "items", verb: "to have" },
    set: { unit: "items", verb: "to have" },
    map: { unit: "entries", verb: "to have" }
  };
  function getSizing(origin) {
    return Sizable[origin] ?? null;
  }
  const FormatDictionary = {
    regex: "input",
    email: "email address",
    url: "URL",
    emoji: "emoji",
    uuid: "UUID",
    uuidv4: "UUIDv4",
    uuidv6: "UUIDv6",
    nanoid: "nanoid",
    guid: "GUID",
    cuid: "cuid",
    cuid2: "cuid2",
    ulid: "ULID",
    xid: "XID",
    ksuid: "KSUID",
    datetime: "ISO datetime",
    date: "ISO date",
    time: "ISO time",
    duration: "ISO duration",
    ipv4: "IPv4 address",
    ipv6: "IPv6 address",
    mac: "MAC address",
    cidrv4: "IPv4 range",
    cidrv6: "IPv6 range",
    base64: "base64-encoded string",
    base64url: "base64url-encoded string",
    json_string: "JSON string",
    e164: "E.164 number",
    currency_code: "currency code",
    credit_card: "credit card number",
    iban: "IBAN",
    jwt: "JWT",
    template_literal: "input"
  };
  const TypeDictionary = {
    // Compatibility: "nan" -> "NaN" for display
    nan: "NaN"
    // All other type names omitted - they fall back to raw values via ?? operator
  };
  function getTypeName(type, input) {
    if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
      return String(input);
    }
    return TypeDictionary[type] ?? type;
  }
  return (issue2) => {
    switch (issue2.code) {
      case "invalid_type": {
        const expected = getTypeName(issue2.expected);
        const receivedType = parsedType(issue2.input);
        const received = getTypeName(receivedType, issue2.input);
        return `Invalid input: expected ${expected}, received ${received}`;
      }
      case "invalid_value":
        if (issue2.values.length === 1)
          return `Invalid input: expected ${stringifyPrimitive(issue2.values[0])}`;
        return `Invalid option: expected one of ${joinValues(issue2.values, "|")}`;
      case "too_big": {
        const adj = issue2.exact ? "exactly " : issue2.inclusive ? "<=" : "<";
        const sizing = getSizing(issue2.origin);
        if (sizing)
          return `Too big: expected ${issue2.origin ?? "value"} to have ${adj}${issue2.maximum.toString()} ${sizing.unit ?? "elements"}`;
        return `Too big: expected ${issue2.origin ?? "value"} to be ${adj}${issue2.maximum.toString()}`;
      }
      case "too_small": {
        const adj = issue2.exact ? "exactly " : issue2.inclusive ? ">=" : ">";
        const sizing = getSizing(issue2.origin);
        if (sizing) {
          return `Too small: expected ${issue2.origin} to have ${adj}${issue2.minimum.toString()} ${sizing.unit}`;
        }
        return `Too small: expected ${issue2.origin} to be ${adj}${issue2.minimum.toString()}`;
      }
      case "invalid_format": {
        const _issue = issue2;
        if (_issue.format === "starts_with") {
          return `Invalid string: must start with "${_issue.prefix}"`;
        }
        if (_issue.format === "ends_with")
          return `Invalid string: must end with "${_issue.suffix}"`;
        if (_issue.format === "includes")
          return `Invalid string: must include "${_issue.includes}"`;
        if (_issue.format === "regex")
          return `Invalid string: must match pattern ${_issue.pattern}`;
        return `Invalid ${FormatDictionary[_issue.format] ?? issue2.format}`;
      }
      case "not_multiple_of":
        return `Invalid number: must be a multiple of ${issue2.divisor}`;
      case "unrecognized_keys":
        return `Unrecognized key${issue2.keys.length > 1 ? "s" : ""}: ${joinValues(issue2.keys, ", ")}`;
      case "invalid_key":
        return `Invalid key in ${issue2.origin}`;
      case "invalid_union":
        if (issue2.options && Array.isArray(issue2.options) && issue2.options.length > 0) {
          const opts = issue2.options.map((o) => `'${o}'`).join(" | ");
          return `Invalid discriminator value. Expected ${opts}`;
        }
        if (issue2.inclusive === false) {
          return "Invalid input: more than one option matched";
        }
        return "Invalid input";
      case "invalid_element":
        return `Invalid value in ${issue2.origin}`;
      default:
        return `Invalid input`;
    }
  };
};
function en_default() {
  return {
    localeError: error()
  };
}

// node_modules/zod/v4/core/registries.js
var _a2;
var $ZodRegistry = class {
  constructor() {
    this._map = /* @__PURE__ */ new WeakMap();
    this._idmap = /* @__PURE__ */ new Map();
  }
  add(schema, ..._meta) {
    const meta2 = _meta[0];
    this._map.set(schema, meta2);
    if (meta2 && typeof meta2 === "object" && "id" in meta2) {
      this._idmap.set(meta2.id, schema);
    }
    return this;
  }
  clear() {
    this._map = /* @__PURE__ */ new WeakMap();
    this._idmap = /* @__PURE__ */ new Map();
    return this;
  }
  remove(schema) {
    const meta2 = this._map.get(schema);
    if (meta2 && typeof meta2 === "object" && "id" in meta2) {
      this._idmap.delete(meta2.id);
    }
    this._map.delete(schema);
    return this;
  }
  get(schema) {
    const p = schema._zod.parent;
    if (p) {
      const pm2 = { ...this.get(p) ?? {} };
      delete pm2.id;
      const f = { ...pm2, ...this._map.get(schema) };
      return Object.keys(f).length ? f : void 0;
    }
    return this._map.get(schema);
  }
  has(schema) {
    return this._map.has(schema);
  }
};
function registry() {
  return new $ZodRegistry();
}
(_a2 = globalThis).__zod_globalRegistry ?? (_a2.__zod_globalRegistry = registry());
var globalRegistry = globalThis.__zod_globalRegistry;

// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  if (def.checks)
    def.checks = [...def.checks];
  return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class2, params) {
  return new Class2(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class2, params) {
  return new Class2({
    type: "string",
    format: "email",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class2, params) {
  return new Class2({
    type: "string",
    format: "guid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    version: "v4",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    version: "v6",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    version: "v7",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _url(Class2, params) {
  return new Class2({
    type: "string",
    format: "url",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _emoji2(Class2, params) {
  return new Class2({
    type: "string",
    format: "emoji",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class2, params) {
  return new Class2({
    type: "string",
    format: "nanoid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cuid(Class2, params) {
  return new Class2({
    type: "string",
    format: "cuid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class2, params) {
  return new Class2({
    type: "string",
    format: "cuid2",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class2, params) {
  return new Class2({
    type: "string",
    format: "ulid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class2, params) {
  return new Class2({
    type: "string",
    format: "xid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class2, params) {
  return new Class2({
    type: "string",
    format: "ksuid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class2, params) {
  return new Class2({
    type: "string",
    format: "ipv4",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class2, params) {
  return new Class2({
    type: "string",
    format: "ipv6",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class2, params) {
  return new Class2({
    type: "string",
    format: "cidrv4",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class2, params) {
  return new Class2({
    type: "string",
    format: "cidrv6",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class2, params) {
  return new Class2({
    type: "string",
    format: "base64",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class2, params) {
  return new Class2({
    type: "string",
    format: "base64url",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class2, params) {
  return new Class2({
    type: "string",
    format: "e164",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class2, params) {
  return new Class2({
    type: "string",
    format: "jwt",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class2, params) {
  return new Class2({
    type: "string",
    format: "datetime",
    check: "string_format",
    offset: false,
    local: false,
    precision: null,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class2, params) {
  return new Class2({
    type: "string",
    format: "date",
    check: "string_format",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class2, params) {
  return new Class2({
    type: "string",
    format: "time",
    check: "string_format",
    precision: null,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class2, params) {
  return new Class2({
    type: "string",
    format: "duration",
    check: "string_format",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _number(Class2, params) {
  return new Class2(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class2, params) {
  return new Class2({
    type: "number",
    check: "number_format",
    abort: false,
    format: "safeint",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class2, params) {
  return new Class2({
    type: "boolean",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class2) {
  return new Class2({
    type: "unknown"
  });
}
// @__NO_SIDE_EFFECTS__
function _never(Class2, params) {
  return new Class2({
    type: "never",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
  return new $ZodCheckLessThan({
    check: "less_than",
    ...normalizeParams(params),
    value,
    inclusive: false
  });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
  return new $ZodCheckLessThan({
    check: "less_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: false
  });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
  return new $ZodCheckMultipleOf({
    check: "multiple_of",
    ...normalizeParams(params),
    value
  });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
  const ch = new $ZodCheckMaxLength({
    check: "max_length",
    ...normalizeParams(params),
    maximum
  });
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
  return new $ZodCheckMinLength({
    check: "min_length",
    ...normalizeParams(params),
    minimum
  });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
  return new $ZodCheckLengthEquals({
    check: "length_equals",
    ...normalizeParams(params),
    length
  });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
  return new $ZodCheckRegex({
    check: "string_format",
    format: "regex",
    ...normalizeParams(params),
    pattern
  });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
  return new $ZodCheckLowerCase({
    check: "string_format",
    format: "lowercase",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
  return new $ZodCheckUpperCase({
    check: "string_format",
    format: "uppercase",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
  return new $ZodCheckIncludes({
    check: "string_format",
    format: "includes",
    ...normalizeParams(params),
    includes
  });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
  return new $ZodCheckStartsWith({
    check: "string_format",
    format: "starts_with",
    ...normalizeParams(params),
    prefix
  });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
  return new $ZodCheckEndsWith({
    check: "string_format",
    format: "ends_with",
    ...normalizeParams(params),
    suffix
  });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
  return new $ZodCheckOverwrite({
    check: "overwrite",
    tx
  });
}
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
  return /* @__PURE__ */ _overwrite((input) => input.normalize(form));
}
// @__NO_SIDE_EFFECTS__
function _trim() {
  return /* @__PURE__ */ _overwrite((input) => input.trim());
}
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
  return /* @__PURE__ */ _overwrite((input) => input.toLowerCase());
}
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
  return /* @__PURE__ */ _overwrite((input) => input.toUpperCase());
}
// @__NO_SIDE_EFFECTS__
function _slugify() {
  return /* @__PURE__ */ _overwrite((input) => slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class2, element, params) {
  return new Class2({
    type: "array",
    element,
    // get element() {
    //   return element;
    // },
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _refine(Class2, fn, _params) {
  const schema = new Class2({
    type: "custom",
    check: "custom",
    fn,
    ...normalizeParams(_params)
  });
  return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
  const ch = /* @__PURE__ */ _check((payload) => {
    payload.addIssue = (issue2) => {
      if (typeof issue2 === "string") {
        payload.issues.push(issue(issue2, payload.value, ch._zod.def));
      } else {
        const _issue = issue2;
        if (_issue.fatal)
          _issue.continue = false;
        _issue.code ?? (_issue.code = "custom");
        if (!("input" in _issue))
          _issue.input = payload.value;
        _issue.inst ?? (_issue.inst = ch);
        _issue.continue ?? (_issue.continue = !ch._zod.def.abort);
        payload.issues.push(issue(_issue));
      }
    };
    return fn(payload.value, payload);
  }, params);
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
  const ch = new $ZodCheck({
    check: "custom",
    ...normalizeParams(params)
  });
  ch._zod.check = fn;
  return ch;
}

// node_modules/zod/v4/core/to-json-schema.js
function assignProps(target, ...sources) {
  for (const source of sources) {
    for (const key2 of Reflect.ownKeys(source)) {
      if (Object.prototype.propertyIsEnumerable.call(source, key2)) {
        assignProp(target, key2, source[key2]);
      }
    }
  }
  return target;
}
function initializeContext(params) {
  let target = params?.target ?? "draft-2020-12";
  if (target === "draft-4")
    target = "draft-04";
  if (target === "draft-7")
    target = "draft-07";
  return {
    processors: params.processors ?? {},
    metadataRegistry: params?.metadata ?? globalRegistry,
    target,
    unrepresentable: params?.unrepresentable ?? "throw",
    override: params?.override ?? (() => {
    }),
    io: params?.io ?? "output",
    counter: 0,
    seen: /* @__PURE__ */ new Map(),
    sharedDefsExtractedFor: void 0,
    sharedEmitDoneFor: void 0,
    cycles: params?.cycles ?? "ref",
    reused: params?.reused ?? "inline",
    intersections: [],
    deferred: [],
    external: params?.external ?? void 0
  };
}
function handleUnrepresentable(schema, ctx, json, params, message) {
  const result = typeof ctx.unrepresentable === "function" ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message }) : ctx.unrepresentable;
  if (result === "any")
    return false;
  if (result === void 0 || result === "throw")
    throw new Error(message);
  Object.assign(json, result);
  return true;
}
function processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
  var _a3;
  const def = schema._zod.def;
  const seen = ctx.seen.get(schema);
  if (seen) {
    seen.count++;
    const isCycle = _params.schemaPath.includes(schema);
    if (isCycle) {
      seen.cycle = _params.path;
    }
    return seen.schema;
  }
  const result = { schema: {}, count: 1, cycle: void 0, path: _params.path };
  ctx.seen.set(schema, result);
  ctx.sharedDefsExtractedFor = void 0;
  ctx.sharedEmitDoneFor = void 0;
  const overrideSchema = schema._zod.toJSONSchema?.();
  if (overrideSchema) {
    result.schema = overrideSchema;
  } else {
    const params = {
      ..._params,
      schemaPath: [..._params.schemaPath, schema],
      path: _params.path
    };
    if (schema._zod.processJSONSchema) {
      schema._zod.processJSONSchema(ctx, result.schema, params);
    } else {
      const _json = result.schema;
      const processor = ctx.processors[def.type];
      if (!processor) {
        throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
      }
      processor(schema, ctx, _json, params);
    }
    const parent = schema._zod.parent;
    if (parent) {
      if (!result.ref)
        result.ref = parent;
      processSchema(parent, ctx, params);
      ctx.seen.get(parent).isParent = true;
    }
  }
  const meta2 = ctx.metadataRegistry.get(schema);
  if (meta2)
    assignProps(result.schema, meta2);
  if (ctx.io === "input" && isTransforming(schema)) {
    delete result.schema.examples;
    delete result.schema.default;
  }
  if (ctx.io === "input" && "_prefault" in result.schema)
    (_a3 = result.schema).default ?? (_a3.default = result.schema._prefault);
  delete result.schema._prefault;
  const _result = ctx.seen.get(schema);
  return _result.schema;
}
function encodeJSONPointerSegment(segment) {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function extractDefs(ctx, schema) {
  const root = ctx.seen.get(schema);
  if (!root)
    throw new Error("Unprocessed schema. This is a bug in Zod.");
  if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
    return;
  const idToSchema = /* @__PURE__ */ new Map();
  for (const entry of ctx.seen.entries()) {
    const id = ctx.metadataRegistry.get(entry[0])?.id;
    if (id) {
      const existing = idToSchema.get(id);
      if (existing && existing !== entry[0]) {
        throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
      }
      idToSchema.set(id, entry[0]);
    }
  }
  const makeURI = (entry) => {
    const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
    if (ctx.external) {
      const externalId = ctx.external.registry.get(entry[0])?.id;
      const uriGenerator = ctx.external.uri ?? ((id2) => id2);
      if (externalId) {
        return { ref: uriGenerator(externalId) };
      }
      const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
      entry[1].defId = id;
      return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
    }
    const uriPrefix = `#`;
    const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
    if (entry[1] === root && !entry[1].schema.id) {
      return { ref: uriPrefix };
    }
    const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
    return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
  };
  const extractToDef = (entry) => {
    if (entry[1].schema.$ref) {
      return;
    }
    const seen = entry[1];
    const { ref, defId } = makeURI(entry);
    seen.def = { ...seen.schema };
    if (defId)
      seen.defId = defId;
    const schema2 = seen.schema;
    for (const key2 in schema2) {
      delete schema2[key2];
    }
    schema2.$ref = ref;
  };
  if (ctx.cycles === "throw") {
    for (const entry of ctx.seen.entries()) {
      const seen = entry[1];
      if (seen.cycle) {
        throw new Error(`Cycle detected: #/${seen.cycle?.join("/")}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`);
      }
    }
  }
  for (const entry of ctx.seen.entries()) {
    const seen = entry[1];
    if (schema === entry[0]) {
      extractToDef(entry);
      continue;
    }
    if (ctx.external) {
      const ext = ctx.external.registry.get(entry[0])?.id;
      if (schema !== entry[0] && ext) {
        extractToDef(entry);
        continue;
      }
    }
    const id = ctx.metadataRegistry.get(entry[0])?.id;
    if (id) {
      extractToDef(entry);
      continue;
    }
    if (seen.cycle) {
      extractToDef(entry);
      continue;
    }
    if (seen.count > 1) {
      if (ctx.reused === "ref") {
        extractToDef(entry);
      }
    }
  }
  if (ctx.external)
    ctx.sharedDefsExtractedFor = ctx.external;
}
function compactTypeUnion(schema) {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length === 0 || schema.type !== void 0)
    return;
  const types = [];
  for (const option of options) {
    if (!option || typeof option !== "object")
      return;
    compactTypeUnion(option);
    const keys = Object.keys(option);
    if (keys.length !== 1 || keys[0] !== "type")
      return;
    const type = option.type;
    for (const member of Array.isArray(type) ? type : [type]) {
      if (typeof member !== "string")
        return;
      if (!types.includes(member))
        types.push(member);
    }
  }
  delete schema.anyOf;
  schema.type = types.length === 1 ? types[0] : types;
}
var FOLDABLE_KEYS = /* @__PURE__ */ new Set(["type", "properties", "required", "additionalProperties"]);
var UNION_KEYS = ["oneOf", "anyOf"];
function undeclaredConstraint(member) {
  const extra = member.additionalProperties;
  if (extra === void 0 || extra === false || typeof extra !== "object" || extra === null)
    return null;
  return Object.keys(extra).length ? extra : null;
}
function foldObjects(members2) {
  const objects = [];
  for (const member of members2) {
    if (typeof member !== "object" || member.type !== "object")
      return null;
    for (const key2 in member) {
      if (!FOLDABLE_KEYS.has(key2))
        return null;
    }
    objects.push(member);
  }
  const properties = {};
  const required2 = /* @__PURE__ */ new Set();
  for (const object2 of objects) {
    for (const key2 in object2.properties) {
      if (Object.prototype.hasOwnProperty.call(properties, key2))
        continue;
      const parts = [];
      for (const other of objects) {
        const part = other.properties?.[key2] ?? undeclaredConstraint(other);
        if (part === null || part === void 0)
          continue;
        if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
          parts.push(part);
      }
      const merged = parts.length === 1 ? parts[0] : foldObjects(parts) ?? { allOf: parts };
      assignProp(properties, key2, merged);
    }
    for (const key2 of object2.required ?? [])
      required2.add(key2);
  }
  const folded = { type: "object", properties };
  if (required2.size)
    folded.required = [...required2];
  if (objects.every((object2) => object2.additionalProperties === false)) {
    folded.additionalProperties = false;
  } else {
    const constraints = [];
    for (const object2 of objects) {
      const constraint = undeclaredConstraint(object2);
      if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
        constraints.push(constraint);
    }
    if (constraints.length === 1)
      folded.additionalProperties = constraints[0];
    else if (constraints.length > 1)
      folded.additionalProperties = { allOf: constraints };
  }
  return folded;
}
function foldIntersection(json) {
  const allOf = json.allOf;
  if (!Array.isArray(allOf) || allOf.length < 2)
    return;
  for (const key2 of FOLDABLE_KEYS)
    if (key2 in json)
      return;
  const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
  let folded = null;
  if (!unions.length) {
    folded = foldObjects(allOf);
  } else {
    const union2 = unions[0];
    const keyword = UNION_KEYS.find((k) => Array.isArray(union2[k]));
    if (Object.keys(union2).length !== 1)
      return;
    const rest = allOf.filter((m) => m !== union2);
    const branches = union2[keyword].map((branch) => foldObjects([...rest, branch]));
    if (branches.some((b) => !b))
      return;
    folded = { [keyword]: branches };
  }
  if (!folded)
    return;
  delete json.allOf;
  assignProps(json, folded);
}
function finalize(ctx, schema) {
  const root = ctx.seen.get(schema);
  if (!root)
    throw new Error("Unprocessed schema. This is a bug in Zod.");
  const flattenRef = (zodSchema) => {
    const seen = ctx.seen.get(zodSchema);
    if (seen.ref === null)
      return;
    const schema2 = seen.def ?? seen.schema;
    const _cached = { ...schema2 };
    const ref = seen.ref;
    seen.ref = null;
    if (ref) {
      flattenRef(ref);
      const refSeen = ctx.seen.get(ref);
      const refSchema = refSeen.schema;
      if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
        schema2.allOf = schema2.allOf ?? [];
        schema2.allOf.push(refSchema);
      } else {
        assignProps(schema2, refSchema);
      }
      assignProps(schema2, _cached);
      const isParentRef = zodSchema._zod.parent === ref;
      if (isParentRef) {
        for (const key2 in schema2) {
          if (key2 === "$ref" || key2 === "allOf")
            continue;
          if (!(key2 in _cached)) {
            delete schema2[key2];
          }
        }
      }
      if (refSchema.$ref && refSeen.def) {
        for (const key2 in schema2) {
          if (key2 === "$ref" || key2 === "allOf")
            continue;
          if (key2 in refSeen.def && JSON.stringify(schema2[key2]) === JSON.stringify(refSeen.def[key2])) {
            delete schema2[key2];
          }
        }
      }
    }
    const parent = zodSchema._zod.parent;
    if (parent && parent !== ref) {
      flattenRef(parent);
      const parentSeen = ctx.seen.get(parent);
      if (parentSeen?.schema.$ref) {
        schema2.$ref = parentSeen.schema.$ref;
        if (parentSeen.def) {
          for (const key2 in schema2) {
            if (key2 === "$ref" || key2 === "allOf")
              continue;
            if (key2 in parentSeen.def && JSON.stringify(schema2[key2]) === JSON.stringify(parentSeen.def[key2])) {
              delete schema2[key2];
            }
          }
        }
      }
    }
    ctx.override({
      zodSchema,
      jsonSchema: schema2,
      path: seen.path ?? []
    });
  };
  if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
    for (const entry of [...ctx.seen.entries()].reverse()) {
      flattenRef(entry[0]);
    }
    if (ctx.target !== "openapi-3.0") {
      for (const entry of ctx.seen.entries()) {
        compactTypeUnion(entry[1].def ?? entry[1].schema);
      }
    }
    for (const rewrite of ctx.deferred)
      rewrite();
    if (ctx.intersections.length) {
      const carriers = /* @__PURE__ */ new Map();
      for (const seen of ctx.seen.values()) {
        for (const json of [seen.schema, seen.def]) {
          const allOf = json?.allOf;
          if (!Array.isArray(allOf))
            continue;
          const existing = carriers.get(allOf);
          if (existing)
            existing.push(json);
          else
            carriers.set(allOf, [json]);
        }
      }
      for (const allOf of ctx.intersections) {
        for (const json of carriers.get(allOf) ?? [])
          foldIntersection(json);
      }
    }
  }
  const result = {};
  if (ctx.target === "draft-2020-12") {
    result.$schema = "https://json-schema.org/draft/2020-12/schema";
  } else if (ctx.target === "draft-07") {
    result.$schema = "http://json-schema.org/draft-07/schema#";
  } else if (ctx.target === "draft-04") {
    result.$schema = "http://json-schema.org/draft-04/schema#";
  } else if (ctx.target === "openapi-3.0") {
  } else {
  }
  if (ctx.external?.uri) {
    const id = ctx.external.registry.get(schema)?.id;
    if (!id)
      throw new Error("Schema is missing an `id` property");
    result.$id = ctx.external.uri(id);
  }
  assignProps(result, root.defId ? root.schema : root.def ?? root.schema);
  const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
  if (rootMetaId !== void 0 && result.id === rootMetaId)
    delete result.id;
  const defs = ctx.external?.defs ?? {};
  if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
    for (const entry of ctx.seen.entries()) {
      const seen = entry[1];
      if (seen.def && seen.defId) {
        if (seen.def.id === seen.defId)
          delete seen.def.id;
        assignProp(defs, seen.defId, seen.def);
      }
    }
  }
  if (ctx.external)
    ctx.sharedEmitDoneFor = ctx.external;
  if (ctx.external) {
  } else {
    if (Object.keys(defs).length > 0) {
      if (ctx.target === "draft-2020-12") {
        result.$defs = defs;
      } else {
        result.definitions = defs;
      }
    }
  }
  try {
    const finalized = JSON.parse(JSON.stringify(result));
    Object.defineProperty(finalized, "~standard", {
      value: {
        ...schema["~standard"],
        jsonSchema: {
          input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
          output: createStandardJSONSchemaMethod(schema, "output", ctx.processors)
        }
      },
      enumerable: false,
      writable: false
    });
    return finalized;
  } catch (_err) {
    throw new Error("Error converting schema to JSON.");
  }
}
function isTransforming(_schema, _ctx) {
  const ctx = _ctx ?? { seen: /* @__PURE__ */ new Set() };
  if (ctx.seen.has(_schema))
    return false;
  ctx.seen.add(_schema);
  const def = _schema._zod.def;
  if (def.type === "transform")
    return true;
  if (def.type === "array")
    return isTransforming(def.element, ctx);
  if (def.type === "set")
    return isTransforming(def.valueType, ctx);
  if (def.type === "lazy")
    return isTransforming(def.getter(), ctx);
  if (def.type === "promise" || def.type === "optional" || def.type === "nonoptional" || def.type === "nullable" || def.type === "readonly" || def.type === "default" || def.type === "prefault" || def.type === "catch") {
    return isTransforming(def.innerType, ctx);
  }
  if (def.type === "intersection") {
    return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
  }
  if (def.type === "record" || def.type === "map") {
    return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
  }
  if (def.type === "pipe") {
    if (_schema._zod.traits.has("$ZodCodec"))
      return true;
    return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
  }
  if (def.type === "object") {
    for (const key2 in def.shape) {
      if (isTransforming(def.shape[key2], ctx))
        return true;
    }
    return false;
  }
  if (def.type === "union") {
    for (const option of def.options) {
      if (isTransforming(option, ctx))
        return true;
    }
    return false;
  }
  if (def.type === "tuple") {
    for (const item of def.items) {
      if (isTransforming(item, ctx))
        return true;
    }
    if (def.rest && isTransforming(def.rest, ctx))
      return true;
    return false;
  }
  return false;
}
var createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
  const ctx = initializeContext({ ...params, processors });
  processSchema(schema, ctx);
  extractDefs(ctx, schema);
  return finalize(ctx, schema);
};
var createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
  const { libraryOptions, target } = params ?? {};
  const ctx = initializeContext({ ...libraryOptions ?? {}, target, io, processors });
  processSchema(schema, ctx);
  extractDefs(ctx, schema);
  return finalize(ctx, schema);
};

// node_modules/zod/v4/core/json-schema-processors.js
var narrowMin = (agg, key2, value) => {
  if (agg[key2] === void 0 || value > agg[key2])
    agg[key2] = value;
};
var narrowMax = (agg, key2, value) => {
  if (agg[key2] === void 0 || value < agg[key2])
    agg[key2] = value;
};
var narrowBoth = (agg, value) => {
  narrowMin(agg, "minimum", value);
  narrowMax(agg, "maximum", value);
};
var addDivisor = (agg, value) => {
  agg.multipleOf ?? (agg.multipleOf = []);
  if (!agg.multipleOf.includes(value))
    agg.multipleOf.push(value);
};
var addPattern = (agg, pattern) => {
  agg.patterns ?? (agg.patterns = /* @__PURE__ */ new Set());
  agg.patterns.add(pattern);
};
var intersectMime = (agg, mime) => {
  agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
var setFormat = (agg, format) => {
  agg.format = format;
  if (format.includes("int"))
    agg.isInt = true;
};
var minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
var maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
var formatContributor = (ranges) => (agg, def) => {
  setFormat(agg, def.format);
  const [minimum, maximum] = ranges[def.format];
  narrowMin(agg, "minimum", minimum);
  narrowMax(agg, "maximum", maximum);
};
var contributors = {
  greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
  less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
  multiple_of: (agg, def) => addDivisor(agg, def.value),
  number_format: formatContributor(NUMBER_FORMAT_RANGES),
  bigint_format: formatContributor(BIGINT_FORMAT_RANGES),
  min_length: minContributor,
  max_length: maxContributor,
  length_equals: (agg, def) => narrowBoth(agg, def.length),
  min_size: minContributor,
  max_size: maxContributor,
  size_equals: (agg, def) => narrowBoth(agg, def.size),
  string_format: (agg, def) => {
    setFormat(agg, def.format);
    if (def.pattern)
      addPattern(agg, def.pattern);
    if (def.format === "base64" || def.format === "base64url")
      agg.contentEncoding = def.format;
    if (def.local || def.precision === -1)
      agg.laxFormat = true;
  },
  mime_type: (agg, def) => intersectMime(agg, def.mime)
};
function aggregateChecks(schema) {
  const agg = {};
  const def = schema._zod.def;
  const list = schema._zod.traits.has("$ZodCheck") ? [schema, ...def.checks ?? []] : def.checks ?? [];
  for (const ch of list)
    contributors[ch._zod.def.check]?.(agg, ch._zod.def);
  const bag = schema._zod.bag;
  if (bag.minimum !== void 0)
    narrowMin(agg, "minimum", bag.minimum);
  if (bag.exclusiveMinimum !== void 0)
    narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
  if (bag.maximum !== void 0)
    narrowMax(agg, "maximum", bag.maximum);
  if (bag.exclusiveMaximum !== void 0)
    narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
  if (bag.multipleOf !== void 0)
    addDivisor(agg, bag.multipleOf);
  if (bag.format !== void 0) {
    agg.format ?? (agg.format = bag.format);
    if (bag.format.includes("int"))
      agg.isInt = true;
  }
  if (bag.mime)
    intersectMime(agg, bag.mime);
  for (const pattern of bag.patterns ?? [])
    addPattern(agg, pattern);
  return agg;
}
var formatMap = {
  guid: "uuid",
  url: "uri",
  datetime: "date-time",
  json_string: "json-string",
  regex: ""
  // do not set
};
var exactPatterns = /* @__PURE__ */ new Map([
  [base64Charset, base64],
  [base64urlCharset, base64url]
]);
var exactPattern = (p) => exactPatterns.get(p) ?? p;
var stringProcessor = (schema, ctx, _json, _params) => {
  const json = _json;
  json.type = "string";
  const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
  if (typeof minimum === "number")
    json.minLength = minimum;
  if (typeof maximum === "number")
    json.maxLength = maximum;
  if (format) {
    json.format = formatMap[format] ?? format;
    if (json.format === "")
      delete json.format;
    if (format === "time" || laxFormat) {
      delete json.format;
    }
  }
  if (contentEncoding)
    json.contentEncoding = contentEncoding;
  if (patterns && patterns.size > 0) {
    const patternList = [...patterns].map(exactPattern);
    if (patternList.length === 1)
      json.pattern = patternList[0].source;
    else if (patternList.length > 1) {
      json.allOf = [
        ...patternList.map((regex) => ({
          ...ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0" ? { type: "string" } : {},
          pattern: regex.source
        }))
      ];
    }
  }
};
var numberProcessor = (schema, ctx, _json, params) => {
  const json = _json;
  const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
  json.type = isInt ? "integer" : "number";
  const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
  const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
  const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
  if (exMin) {
    if (legacy) {
      json.minimum = exclusiveMinimum;
      json.exclusiveMinimum = true;
    } else {
      json.exclusiveMinimum = exclusiveMinimum;
    }
  } else if (typeof minimum === "number") {
    json.minimum = minimum;
  }
  if (exMax) {
    if (legacy) {
      json.maximum = exclusiveMaximum;
      json.exclusiveMaximum = true;
    } else {
      json.exclusiveMaximum = exclusiveMaximum;
    }
  } else if (typeof maximum === "number") {
    json.maximum = maximum;
  }
  if (multipleOf) {
    const divisors = /* @__PURE__ */ new Set();
    for (const divisor of multipleOf) {
      if (Number.isFinite(divisor) && divisor !== 0)
        divisors.add(Math.abs(divisor));
      else
        handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
    }
    const [first, ...rest] = divisors;
    if (first !== void 0)
      json.multipleOf = first;
    if (rest.length)
      json.allOf = [...json.allOf ?? [], ...rest.map((m) => ({ multipleOf: m }))];
  }
};
var booleanProcessor = (_schema, _ctx, json, _params) => {
  json.type = "boolean";
};
var bigintProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
};
var symbolProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
};
var nullProcessor = (_schema, ctx, json, _params) => {
  if (ctx.target === "openapi-3.0") {
    json.type = "string";
    json.nullable = true;
    json.enum = [null];
  } else {
    json.type = "null";
  }
};
var undefinedProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
};
var voidProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
};
var neverProcessor = (_schema, _ctx, json, _params) => {
  json.not = {};
};
var anyProcessor = (_schema, _ctx, _json, _params) => {
};
var unknownProcessor = (_schema, _ctx, _json, _params) => {
};
var dateProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
};
var enumProcessor = (schema, _ctx, json, _params) => {
  const def = schema._zod.def;
  const values = getEnumValues(def.entries);
  if (values.length === 0) {
    json.not = {};
    return;
  }
  if (values.every((v) => typeof v === "number"))
    json.type = "number";
  if (values.every((v) => typeof v === "string"))
    json.type = "string";
  json.enum = values;
};
var literalProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  if (def.values.length === 0) {
    json.not = {};
    return;
  }
  const vals = [];
  for (const val of def.values) {
    if (val === void 0) {
      if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
        return;
    } else if (typeof val === "bigint") {
      if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
        return;
      vals.push(Number(val));
    } else {
      vals.push(val);
    }
  }
  if (vals.length === 0) {
  } else if (vals.length === 1) {
    const val = vals[0];
    json.type = val === null ? "null" : typeof val;
    if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
      json.enum = [val];
    } else {
      json.const = val;
    }
  } else {
    if (vals.every((v) => typeof v === "number"))
      json.type = "number";
    if (vals.every((v) => typeof v === "string"))
      json.type = "string";
    if (vals.every((v) => typeof v === "boolean"))
      json.type = "boolean";
    if (vals.every((v) => v === null))
      json.type = "null";
    json.enum = vals;
  }
};
var nanProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
};
var templateLiteralProcessor = (schema, _ctx, json, _params) => {
  const _json = json;
  const pattern = schema._zod.pattern;
  if (!pattern)
    throw new Error("Pattern not found in template literal");
  _json.type = "string";
  _json.pattern = pattern.source;
};
var fileProcessor = (schema, _ctx, json, _params) => {
  const _json = json;
  _json.type = "string";
  _json.format = "binary";
  _json.contentEncoding = "binary";
  const { minimum, maximum, mime } = aggregateChecks(schema);
  if (minimum !== void 0)
    _json.minLength = minimum;
  if (maximum !== void 0)
    _json.maxLength = maximum;
  if (!mime)
    return;
  if (mime.length === 0)
    _json.not = {};
  else if (mime.length === 1)
    _json.contentMediaType = mime[0];
  else
    _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
};
var successProcessor = (_schema, _ctx, json, _params) => {
  json.type = "boolean";
};
var customProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
var functionProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
};
var transformProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
var mapProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
};
var setProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
};
var arrayProcessor = (schema, ctx, _json, params) => {
  const json = _json;
  const def = schema._zod.def;
  const { minimum, maximum } = aggregateChecks(schema);
  if (typeof minimum === "number")
    json.minItems = minimum;
  if (typeof maximum === "number")
    json.maxItems = maximum;
  json.type = "array";
  json.items = processSchema(def.element, ctx, {
    ...params,
    path: [...params.path, "items"]
  });
};
function inputOptin(schema) {
  const def = schema._zod.def;
  if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
    return inputOptin(def.out);
  }
  if (def.type === "catch") {
    return inputOptin(def.innerType);
  }
  return schema._zod.optin;
}
var objectProcessor = (schema, ctx, _json, params) => {
  const json = _json;
  const def = schema._zod.def;
  const shape = def.shape;
  const symbolKeys = Object.getOwnPropertySymbols(shape);
  if (symbolKeys.length && handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
    return;
  }
  json.type = "object";
  json.properties = {};
  for (const key2 in shape) {
    assignProp(json.properties, key2, processSchema(shape[key2], ctx, {
      ...params,
      path: [...params.path, "properties", key2]
    }));
  }
  const requiredKeys = [];
  for (const key2 of Object.keys(shape)) {
    const field = def.shape[key2];
    if (ctx.io === "input" ? inputOptin(field) === void 0 : field._zod.optout === void 0) {
      requiredKeys.push(key2);
    }
  }
  if (requiredKeys.length > 0) {
    json.required = requiredKeys;
  }
  if (def.catchall?._zod.def.type === "never") {
    json.additionalProperties = false;
  } else if (!def.catchall) {
    if (ctx.io === "output")
      json.additionalProperties = false;
  } else if (def.catchall) {
    json.additionalProperties = processSchema(def.catchall, ctx, {
      ...params,
      path: [...params.path, "additionalProperties"]
    });
  }
};
var unionProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  const isExclusive = def.inclusive === false;
  const options = def.options.map((x, i) => processSchema(x, ctx, {
    ...params,
    path: [...params.path, isExclusive ? "oneOf" : "anyOf", i]
  }));
  if (isExclusive) {
    json.oneOf = options;
  } else {
    json.anyOf = options;
  }
};
var intersectionProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  const a = processSchema(def.left, ctx, {
    ...params,
    path: [...params.path, "allOf", 0]
  });
  const b = processSchema(def.right, ctx, {
    ...params,
    path: [...params.path, "allOf", 1]
  });
  const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
  const allOf = [
    ...isSimpleIntersection(a) ? a.allOf : [a],
    ...isSimpleIntersection(b) ? b.allOf : [b]
  ];
  json.allOf = allOf;
  ctx.intersections.push(allOf);
};
var tupleProcessor = (schema, ctx, _json, params) => {
  const json = _json;
  const def = schema._zod.def;
  json.type = "array";
  const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
  const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
  const prefixItems = def.items.map((x, i) => processSchema(x, ctx, {
    ...params,
    path: [...params.path, prefixPath, i]
  }));
  const rest = def.rest ? processSchema(def.rest, ctx, {
    ...params,
    path: [...params.path, restPath, ...ctx.target === "openapi-3.0" ? [def.items.length] : []]
  }) : null;
  let minItems = def.items.length;
  while (minItems > 0) {
    const item = def.items[minItems - 1];
    const optional2 = ctx.io === "input" ? inputOptin(item) !== void 0 : item._zod.optout === "optional";
    if (!optional2)
      break;
    minItems--;
  }
  const maxItems = def.items.length;
  const isClosed = !def.rest;
  if (ctx.target === "draft-2020-12") {
    json.prefixItems = prefixItems;
    if (isClosed) {
      json.items = false;
    } else if (rest) {
      json.items = rest;
    }
    if (minItems > 0)
      json.minItems = minItems;
    if (isClosed)
      json.maxItems = maxItems;
  } else if (ctx.target === "openapi-3.0") {
    json.items = {
      anyOf: prefixItems
    };
    if (rest) {
      json.items.anyOf.push(rest);
    }
    if (minItems > 0)
      json.minItems = minItems;
    if (isClosed)
      json.maxItems = maxItems;
  } else {
    json.items = prefixItems;
    if (isClosed) {
      json.additionalItems = false;
    } else if (rest) {
      json.additionalItems = rest;
    }
    if (minItems > 0)
      json.minItems = minItems;
    if (isClosed)
      json.maxItems = maxItems;
  }
  const { minimum, maximum } = aggregateChecks(schema);
  if (typeof minimum === "number")
    json.minItems = minimum;
  if (typeof maximum === "number")
    json.maxItems = maximum;
};
function stringifyKeyNames(bySchema, json, visited) {
  if (json.$ref) {
    if (visited.has(json))
      return json;
    visited.add(json);
    const def = bySchema.get(json)?.def;
    if (!def)
      return json;
    const inlined = stringifyKeyNames(bySchema, def, visited);
    return inlined === def ? json : inlined;
  }
  for (const keyword of ["anyOf", "oneOf"]) {
    const branches = json[keyword];
    if (!Array.isArray(branches))
      continue;
    const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
    if (mapped.some((branch, i) => branch !== branches[i]))
      json = { ...json, [keyword]: mapped };
  }
  const types = Array.isArray(json.type) ? json.type : [json.type];
  const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
  const values = json.enum ?? (json.const !== void 0 ? [json.const] : void 0);
  if (!numericType && !values?.some((v) => typeof v === "number"))
    return json;
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
  if (rest.enum)
    rest.enum = rest.enum.map((v) => typeof v === "number" ? String(v) : v);
  else if (typeof rest.const === "number")
    rest.const = String(rest.const);
  if (!numericType)
    return rest;
  rest.type = "string";
  if (!values)
    rest.pattern = (types.includes("number") ? number : integer).source;
  return rest;
}
var pendingRecords = /* @__PURE__ */ new WeakMap();
function rewriteKeyNames(ctx) {
  const bySchema = /* @__PURE__ */ new Map();
  for (const entry of ctx.seen.values()) {
    if (entry.def && !bySchema.has(entry.schema))
      bySchema.set(entry.schema, entry);
  }
  const rewrites = /* @__PURE__ */ new Map();
  for (const record2 of pendingRecords.get(ctx) ?? []) {
    const seen = ctx.seen.get(record2);
    const names = (seen?.def ?? seen?.schema)?.propertyNames;
    if (!names || names === true || rewrites.has(names))
      continue;
    const rewritten = stringifyKeyNames(bySchema, names, /* @__PURE__ */ new Set());
    if (rewritten !== names)
      rewrites.set(names, rewritten);
  }
  if (!rewrites.size)
    return;
  for (const entry of ctx.seen.values()) {
    for (const carrier of [entry.schema, entry.def]) {
      const rewritten = carrier && rewrites.get(carrier.propertyNames);
      if (rewritten)
        carrier.propertyNames = rewritten;
    }
  }
}
var recordProcessor = (schema, ctx, _json, params) => {
  const json = _json;
  const def = schema._zod.def;
  json.type = "object";
  const keyType = def.keyType;
  const patterns = aggregateChecks(keyType).patterns;
  if (def.mode === "loose" && patterns && patterns.size > 0) {
    const valueSchema = processSchema(def.valueType, ctx, {
      ...params,
      path: [...params.path, "patternProperties", "*"]
    });
    json.patternProperties = {};
    for (const pattern of patterns) {
      assignProp(json.patternProperties, exactPattern(pattern).source, valueSchema);
    }
  } else {
    if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
      json.propertyNames = processSchema(def.keyType, ctx, {
        ...params,
        path: [...params.path, "propertyNames"]
      });
      let pending = pendingRecords.get(ctx);
      if (!pending) {
        pending = [];
        pendingRecords.set(ctx, pending);
        ctx.deferred.push(() => rewriteKeyNames(ctx));
      }
      pending.push(schema);
    }
    json.additionalProperties = processSchema(def.valueType, ctx, {
      ...params,
      path: [...params.path, "additionalProperties"]
    });
  }
  const keyValues = keyType._zod.values;
  const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== void 0;
  if (keyValues && !def.partial && !omittableOnInput) {
    const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
    if (validKeyValues.length > 0) {
      json.required = validKeyValues.map(String);
    }
  }
};
var nullableProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  const inner = processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  if (ctx.target === "openapi-3.0") {
    seen.ref = def.innerType;
    json.nullable = true;
  } else {
    json.anyOf = [inner, { type: "null" }];
  }
};
var nonoptionalProcessor = (schema, ctx, _json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
};
var UNREPRESENTABLE_DEFAULT = /* @__PURE__ */ Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
  let unrepresentable = false;
  const serialized = JSON.stringify(value, (_, val) => {
    if (typeof val !== "bigint")
      return val;
    unrepresentable = true;
    return null;
  });
  if (!unrepresentable)
    return JSON.parse(serialized);
  handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
  return UNREPRESENTABLE_DEFAULT;
}
var defaultProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
  const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
  if (value !== UNREPRESENTABLE_DEFAULT)
    json.default = value;
};
var prefaultProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
  if (ctx.io !== "input")
    return;
  const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
  if (value !== UNREPRESENTABLE_DEFAULT)
    json._prefault = value;
};
var catchProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
  let catchValue;
  try {
    catchValue = def.catchValue(void 0);
  } catch {
    handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
    return;
  }
  json.default = catchValue;
};
var pipeProcessor = (schema, ctx, _json, params) => {
  const def = schema._zod.def;
  const inIsTransform = def.in._zod.traits.has("$ZodTransform");
  const innerType = ctx.io === "input" ? inIsTransform ? def.out : def.in : def.out;
  processSchema(innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = innerType;
};
var readonlyProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
  json.readOnly = true;
};
var promiseProcessor = (schema, ctx, _json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
};
var optionalProcessor = (schema, ctx, _json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
};
var lazyProcessor = (schema, ctx, _json, params) => {
  const innerType = schema._zod.innerType;
  processSchema(innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = innerType;
};
var allProcessors = {
  string: stringProcessor,
  number: numberProcessor,
  boolean: booleanProcessor,
  bigint: bigintProcessor,
  symbol: symbolProcessor,
  null: nullProcessor,
  undefined: undefinedProcessor,
  void: voidProcessor,
  never: neverProcessor,
  any: anyProcessor,
  unknown: unknownProcessor,
  date: dateProcessor,
  enum: enumProcessor,
  literal: literalProcessor,
  nan: nanProcessor,
  template_literal: templateLiteralProcessor,
  file: fileProcessor,
  success: successProcessor,
  custom: customProcessor,
  function: functionProcessor,
  transform: transformProcessor,
  map: mapProcessor,
  set: setProcessor,
  array: arrayProcessor,
  object: objectProcessor,
  union: unionProcessor,
  intersection: intersectionProcessor,
  tuple: tupleProcessor,
  record: recordProcessor,
  nullable: nullableProcessor,
  nonoptional: nonoptionalProcessor,
  default: defaultProcessor,
  prefault: prefaultProcessor,
  catch: catchProcessor,
  pipe: pipeProcessor,
  readonly: readonlyProcessor,
  promise: promiseProcessor,
  optional: optionalProcessor,
  lazy: lazyProcessor
};
function toJSONSchema(input, params) {
  if ("_idmap" in input) {
    const registry2 = input;
    const ctx2 = initializeContext({ ...params, processors: allProcessors });
    const defs = {};
    for (const entry of registry2._idmap.entries()) {
      const [_, schema] = entry;
      processSchema(schema, ctx2);
    }
    const schemas = {};
    const external = {
      registry: registry2,
      uri: params?.uri,
      defs
    };
    ctx2.external = external;
    for (const entry of registry2._idmap.entries()) {
      const [key2, schema] = entry;
      extractDefs(ctx2, schema);
      assignProp(schemas, key2, finalize(ctx2, schema));
    }
    if (Object.keys(defs).length > 0) {
      const defsSegment = ctx2.target === "draft-2020-12" ? "$defs" : "definitions";
      schemas.__shared = {
        [defsSegment]: defs
      };
    }
    return { schemas };
  }
  const ctx = initializeContext({ ...params, processors: allProcessors });
  processSchema(input, ctx);
  extractDefs(ctx, input);
  return finalize(ctx, input);
}

// node_modules/zod/v4/classic/errors.js
var _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
function _lazyMethod(proto, key2, make) {
  Object.defineProperty(proto, key2, {
    configurable: true,
    enumerable: false,
    get() {
      const value = make(this);
      Object.defineProperty(this, key2, { value, configurable: true, writable: true });
      return value;
    },
    set(value) {
      Object.defineProperty(this, key2, { value, configurable: true, writable: true });
    }
  });
}
var initializer2 = (inst, issues) => {
  $ZodError.init(inst, issues);
  inst.name = "ZodError";
  const proto = Object.getPrototypeOf(inst);
  if (_installedErrorProtos.has(proto))
    return;
  _installedErrorProtos.add(proto);
  _lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
  _lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
  _lazyMethod(proto, "addIssue", (self) => (issue2) => {
    self.issues.push(issue2);
    self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
  });
  _lazyMethod(proto, "addIssues", (self) => (issues2) => {
    self.issues.push(...issues2);
    self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
  });
  Object.defineProperty(proto, "isEmpty", {
    configurable: true,
    enumerable: false,
    get() {
      return this.issues.length === 0;
    }
  });
};
var ZodRealError = /* @__PURE__ */ $constructor("ZodError", initializer2, void 0, {
  Parent: Error
});

// node_modules/zod/v4/classic/parse.js
var parse2 = /* @__PURE__ */ _parse(ZodRealError);
var parseAsync2 = /* @__PURE__ */ _parseAsync(ZodRealError);
var safeParse2 = /* @__PURE__ */ _safeParse(ZodRealError);
var safeParseAsync2 = /* @__PURE__ */ _safeParseAsync(ZodRealError);
var encode = /* @__PURE__ */ _encode(ZodRealError);
var decode = /* @__PURE__ */ _decode(ZodRealError);
var encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
var decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
var safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
var safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
var safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
var safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);

// node_modules/zod/v4/classic/schemas.js
function _ensureDefaultLocale() {
  if (!globalConfig.localeError)
    config(en_default());
}
function _ensureDefaultMemoizer() {
  if (!globalConfig.memoizer)
    config({ memoizer: memoizer() });
}
var ZodType = /* @__PURE__ */ $constructor("ZodType", (inst, def) => {
  _ensureDefaultLocale();
  $ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
  return inst;
}, {
  check(...chks) {
    const def = this.def;
    return this.clone(util_exports.mergeDefs(def, {
      checks: [
        ...def.checks ?? [],
        ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }), { parent: true });
  },
  with(...chks) {
    return this.check(...chks);
  },
  clone(def, params) {
    return clone(this, def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    reg.add(this, meta2);
    return this;
  },
  refine(check, params) {
    return this.check(refine(check, params));
  },
  superRefine(refinement, params) {
    return this.check(superRefine(refinement, params));
  },
  overwrite(fn) {
    return this.check(_overwrite(fn));
  },
  optional() {
    return optional(this);
  },
  exactOptional() {
    return exactOptional(this);
  },
  nullable() {
    return nullable(this);
  },
  nullish() {
    return optional(nullable(this));
  },
  nonoptional(params) {
    return nonoptional(this, params);
  },
  array() {
    return array(this);
  },
  or(arg) {
    return union([this, arg]);
  },
  and(arg) {
    return intersection(this, arg);
  },
  transform(tx) {
    return pipe(this, transform(tx));
  },
  default(d) {
    return _default(this, d);
  },
  prefault(d) {
    return prefault(this, d);
  },
  catch(params) {
    return _catch(this, params);
  },
  pipe(target) {
    return pipe(this, target);
  },
  readonly() {
    return readonly(this);
  },
  describe(description) {
    const cl = this.clone();
    globalRegistry.add(cl, { description });
    return cl;
  },
  meta(...args) {
    if (args.length === 0)
      return globalRegistry.get(this);
    const cl = this.clone();
    globalRegistry.add(cl, args[0]);
    return cl;
  },
  isOptional() {
    return this.safeParse(void 0).success;
  },
  isNullable() {
    return this.safeParse(null).success;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  },
  // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
  get "~standard"() {
    return util_exports.hide(this, "~standard", {
      ...standardProps(this),
      jsonSchema: {
        input: createStandardJSONSchemaMethod(this, "input"),
        output: createStandardJSONSchemaMethod(this, "output")
      }
    });
  },
  set "~standard"(value) {
    util_exports.own(this, "~standard", value);
  },
  parse: function _parse2(data, params) {
    return parse2(this, data, params, { callee: _parse2 });
  },
  parseAsync: async function _parseAsync2(data, params) {
    return await parseAsync2(this, data, params, { callee: _parseAsync2 });
  },
  safeParse(data, params) {
    return safeParse2(this, data, params);
  },
  async safeParseAsync(data, params) {
    return safeParseAsync2(this, data, params);
  },
  // `spa` is an alias: same function object as `safeParseAsync`, as before.
  get spa() {
    return this?.safeParseAsync;
  },
  set spa(value) {
    util_exports.own(this, "spa", value);
  },
  validate(data, params) {
    return validate(this, data, params);
  },
  validateAsync(data, params) {
    return validateAsync(this, data, params);
  },
  encode: function _encode2(data, params) {
    return encode(this, data, params, { callee: _encode2 });
  },
  decode: function _decode2(data, params) {
    return decode(this, data, params, { callee: _decode2 });
  },
  encodeAsync: async function _encodeAsync2(data, params) {
    return await encodeAsync(this, data, params, { callee: _encodeAsync2 });
  },
  decodeAsync: async function _decodeAsync2(data, params) {
    return await decodeAsync(this, data, params, { callee: _decodeAsync2 });
  },
  safeEncode(data, params) {
    return safeEncode(this, data, params);
  },
  safeDecode(data, params) {
    return safeDecode(this, data, params);
  },
  async safeEncodeAsync(data, params) {
    return safeEncodeAsync(this, data, params);
  },
  async safeDecodeAsync(data, params) {
    return safeDecodeAsync(this, data, params);
  },
  toJSONSchema(params) {
    return createToJSONSchemaMethod(this, {})(params);
  },
  // Reads through to the registry on every access, so it must not cache.
  get description() {
    return globalRegistry.get(this)?.description;
  },
  // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
  get _def() {
    return this._zod.def;
  }
});
var _ZodString = /* @__PURE__ */ $constructor(
  "_ZodString",
  (inst, def) => {
    $ZodString.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
  },
  /* @__PURE__ */ util_exports.derived({
    format: (inst) => aggregateChecks(inst).format ?? null,
    minLength: (inst) => aggregateChecks(inst).minimum ?? null,
    maxLength: (inst) => aggregateChecks(inst).maximum ?? null
  }, {
    regex(...args) {
      return this.check(_regex(...args));
    },
    includes(...args) {
      return this.check(_includes(...args));
    },
    startsWith(...args) {
      return this.check(_startsWith(...args));
    },
    endsWith(...args) {
      return this.check(_endsWith(...args));
    },
    min(...args) {
      return this.check(_minLength(...args));
    },
    max(...args) {
      return this.check(_maxLength(...args));
    },
    length(...args) {
      return this.check(_length(...args));
    },
    nonempty(...args) {
      return this.check(_minLength(1, ...args));
    },
    lowercase(params) {
      return this.check(_lowercase(params));
    },
    uppercase(params) {
      return this.check(_uppercase(params));
    },
    trim() {
      return this.check(_trim());
    },
    normalize(...args) {
      return this.check(_normalize(...args));
    },
    toLowerCase() {
      return this.check(_toLowerCase());
    },
    toUpperCase() {
      return this.check(_toUpperCase());
    },
    slugify() {
      return this.check(_slugify());
    }
  })
);
var ZodString = /* @__PURE__ */ $constructor("ZodString", (inst, def) => {
  $ZodString.init(inst, def);
  _ZodString.init(inst, def);
}, {
  email(params) {
    return this.check(_email(ZodEmail, params));
  },
  url(params) {
    return this.check(_url(ZodURL, params));
  },
  jwt(params) {
    return this.check(_jwt(ZodJWT, params));
  },
  emoji(params) {
    return this.check(_emoji2(ZodEmoji, params));
  },
  guid(params) {
    return this.check(_guid(ZodGUID, params));
  },
  uuid(params) {
    return this.check(_uuid(ZodUUID, params));
  },
  uuidv4(params) {
    return this.check(_uuidv4(ZodUUID, params));
  },
  uuidv6(params) {
    return this.check(_uuidv6(ZodUUID, params));
  },
  uuidv7(params) {
    return this.check(_uuidv7(ZodUUID, params));
  },
  nanoid(params) {
    return this.check(_nanoid(ZodNanoID, params));
  },
  cuid(params) {
    return this.check(_cuid(ZodCUID, params));
  },
  cuid2(params) {
    return this.check(_cuid2(ZodCUID2, params));
  },
  ulid(params) {
    return this.check(_ulid(ZodULID, params));
  },
  base64(params) {
    return this.check(_base64(ZodBase64, params));
  },
  base64url(params) {
    return this.check(_base64url(ZodBase64URL, params));
  },
  xid(params) {
    return this.check(_xid(ZodXID, params));
  },
  ksuid(params) {
    return this.check(_ksuid(ZodKSUID, params));
  },
  ipv4(params) {
    return this.check(_ipv4(ZodIPv4, params));
  },
  ipv6(params) {
    return this.check(_ipv6(ZodIPv6, params));
  },
  cidrv4(params) {
    return this.check(_cidrv4(ZodCIDRv4, params));
  },
  cidrv6(params) {
    return this.check(_cidrv6(ZodCIDRv6, params));
  },
  e164(params) {
    return this.check(_e164(ZodE164, params));
  },
  datetime(params) {
    return this.check(_isoDateTime(ZodISODateTime, params));
  },
  date(params) {
    return this.check(_isoDate(ZodISODate, params));
  },
  time(params) {
    return this.check(_isoTime(ZodISOTime, params));
  },
  duration(params) {
    return this.check(_isoDuration(ZodISODuration, params));
  }
});
function string2(params) {
  return _string(ZodString, params);
}
var ZodStringFormat = /* @__PURE__ */ $constructor("ZodStringFormat", (inst, def) => {
  $ZodStringFormat.init(inst, def);
  _ZodString.init(inst, def);
});
var ZodISODateTime = /* @__PURE__ */ $constructor("ZodISODateTime", (inst, def) => {
  $ZodISODateTime.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodISODate = /* @__PURE__ */ $constructor("ZodISODate", (inst, def) => {
  $ZodISODate.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodISOTime = /* @__PURE__ */ $constructor("ZodISOTime", (inst, def) => {
  $ZodISOTime.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodISODuration = /* @__PURE__ */ $constructor("ZodISODuration", (inst, def) => {
  $ZodISODuration.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodEmail = /* @__PURE__ */ $constructor("ZodEmail", (inst, def) => {
  $ZodEmail.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodGUID = /* @__PURE__ */ $constructor("ZodGUID", (inst, def) => {
  $ZodGUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodUUID = /* @__PURE__ */ $constructor("ZodUUID", (inst, def) => {
  $ZodUUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodURL = /* @__PURE__ */ $constructor("ZodURL", (inst, def) => {
  $ZodURL.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodEmoji = /* @__PURE__ */ $constructor("ZodEmoji", (inst, def) => {
  $ZodEmoji.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodNanoID = /* @__PURE__ */ $constructor("ZodNanoID", (inst, def) => {
  $ZodNanoID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCUID = /* @__PURE__ */ $constructor("ZodCUID", (inst, def) => {
  $ZodCUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCUID2 = /* @__PURE__ */ $constructor("ZodCUID2", (inst, def) => {
  $ZodCUID2.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodULID = /* @__PURE__ */ $constructor("ZodULID", (inst, def) => {
  $ZodULID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodXID = /* @__PURE__ */ $constructor("ZodXID", (inst, def) => {
  $ZodXID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodKSUID = /* @__PURE__ */ $constructor("ZodKSUID", (inst, def) => {
  $ZodKSUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodIPv4 = /* @__PURE__ */ $constructor("ZodIPv4", (inst, def) => {
  $ZodIPv4.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodIPv6 = /* @__PURE__ */ $constructor("ZodIPv6", (inst, def) => {
  $ZodIPv6.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCIDRv4 = /* @__PURE__ */ $constructor("ZodCIDRv4", (inst, def) => {
  $ZodCIDRv4.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCIDRv6 = /* @__PURE__ */ $constructor("ZodCIDRv6", (inst, def) => {
  $ZodCIDRv6.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodBase64 = /* @__PURE__ */ $constructor("ZodBase64", (inst, def) => {
  $ZodBase64.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodBase64URL = /* @__PURE__ */ $constructor("ZodBase64URL", (inst, def) => {
  $ZodBase64URL.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodE164 = /* @__PURE__ */ $constructor("ZodE164", (inst, def) => {
  $ZodE164.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodJWT = /* @__PURE__ */ $constructor("ZodJWT", (inst, def) => {
  $ZodJWT.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodNumber = /* @__PURE__ */ $constructor(
  "ZodNumber",
  (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
    inst.isFinite = true;
  },
  /* @__PURE__ */ util_exports.derived({
    minValue: (inst) => {
      const { minimum, exclusiveMinimum } = aggregateChecks(inst);
      return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
      const { maximum, exclusiveMaximum } = aggregateChecks(inst);
      return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
      const { isInt, multipleOf } = aggregateChecks(inst);
      return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => aggregateChecks(inst).format ?? null
  }, {
    gt(value, params) {
      return this.check(_gt(value, params));
    },
    gte(value, params) {
      return this.check(_gte(value, params));
    },
    min(value, params) {
      return this.check(_gte(value, params));
    },
    lt(value, params) {
      return this.check(_lt(value, params));
    },
    lte(value, params) {
      return this.check(_lte(value, params));
    },
    max(value, params) {
      return this.check(_lte(value, params));
    },
    int(params) {
      return this.check(int(params));
    },
    safe(params) {
      return this.check(int(params));
    },
    positive(params) {
      return this.check(_gt(0, params));
    },
    nonnegative(params) {
      return this.check(_gte(0, params));
    },
    negative(params) {
      return this.check(_lt(0, params));
    },
    nonpositive(params) {
      return this.check(_lte(0, params));
    },
    multipleOf(value, params) {
      return this.check(_multipleOf(value, params));
    },
    step(value, params) {
      return this.check(_multipleOf(value, params));
    },
    finite() {
      return this;
    }
  })
);
function number2(params) {
  return _number(ZodNumber, params);
}
var ZodNumberFormat = /* @__PURE__ */ $constructor("ZodNumberFormat", (inst, def) => {
  $ZodNumberFormat.init(inst, def);
  ZodNumber.init(inst, def);
});
function int(params) {
  return _int(ZodNumberFormat, params);
}
var ZodBoolean = /* @__PURE__ */ $constructor("ZodBoolean", (inst, def) => {
  $ZodBoolean.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function boolean2(params) {
  return _boolean(ZodBoolean, params);
}
var ZodUnknown = /* @__PURE__ */ $constructor("ZodUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
});
function unknown() {
  return _unknown(ZodUnknown);
}
var ZodNever = /* @__PURE__ */ $constructor("ZodNever", (inst, def) => {
  $ZodNever.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
  return _never(ZodNever, params);
}
var ZodArray = /* @__PURE__ */ $constructor("ZodArray", (inst, def) => {
  _ensureDefaultMemoizer();
  $ZodArray.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
  inst.element = def.element;
}, {
  min(n, params) {
    return this.check(_minLength(n, params));
  },
  nonempty(params) {
    return this.check(_minLength(1, params));
  },
  max(n, params) {
    return this.check(_maxLength(n, params));
  },
  length(n, params) {
    return this.check(_length(n, params));
  },
  unwrap() {
    return this.element;
  }
});
function array(element, params) {
  return _array(ZodArray, element, params);
}
var ZodObject = /* @__PURE__ */ $constructor("ZodObject", (inst, def) => {
  _ensureDefaultMemoizer();
  $ZodObjectJIT.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
  util_exports.installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
}, {
  keyof() {
    return _enum(Object.keys(this._zod.def.shape));
  },
  catchall(catchall) {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall }));
  },
  passthrough() {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: unknown() }));
  },
  loose() {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: unknown() }));
  },
  strict() {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: never() }));
  },
  strip() {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: void 0 }));
  },
  extend(incoming) {
    return util_exports.extend(this, incoming);
  },
  safeExtend(incoming) {
    return util_exports.safeExtend(this, incoming);
  },
  merge(other) {
    return util_exports.merge(this, other);
  },
  pick(mask) {
    return util_exports.pick(this, mask);
  },
  omit(mask) {
    return util_exports.omit(this, mask);
  },
  partial(...args) {
    return util_exports.partial(ZodOptional, this, args[0]);
  },
  exactPartial(...args) {
    return util_exports.partial(ZodExactOptional, this, args[0], "exactPartial");
  },
  required(...args) {
    return util_exports.required(ZodNonOptional, this, args[0]);
  }
});
function object(shape, params) {
  const def = {
    type: "object",
    shape: shape ?? {},
    ...util_exports.normalizeParams(params)
  };
  return new ZodObject(def);
}
function strictObject(shape, params) {
  return new ZodObject({
    type: "object",
    shape,
    catchall: never(),
    ...util_exports.normalizeParams(params)
  });
}
var ZodUnion = /* @__PURE__ */ $constructor("ZodUnion", (inst, def) => {
  $ZodUnion.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
  inst.options = def.options;
});
function union(options, params) {
  return new ZodUnion({
    type: "union",
    options,
    ...util_exports.normalizeParams(params)
  });
}
var ZodIntersection = /* @__PURE__ */ $constructor("ZodIntersection", (inst, def) => {
  $ZodIntersection.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
  return new ZodIntersection({
    type: "intersection",
    left,
    right
  });
}
var ZodRecord = /* @__PURE__ */ $constructor("ZodRecord", (inst, def) => {
  _ensureDefaultMemoizer();
  $ZodRecord.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params);
  inst.keyType = def.keyType;
  inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
  if (!valueType || !valueType._zod) {
    return new ZodRecord({
      type: "record",
      keyType: string2(),
      valueType: keyType,
      ...util_exports.normalizeParams(valueType)
    });
  }
  return new ZodRecord({
    type: "record",
    keyType,
    valueType,
    ...util_exports.normalizeParams(params)
  });
}
function partialRecord(keyType, valueType, params) {
  return new ZodRecord({
    type: "record",
    keyType,
    valueType,
    ...util_exports.normalizeParams(params),
    partial: true
  });
}
var ZodEnum = /* @__PURE__ */ $constructor("ZodEnum", (inst, def) => {
  $ZodEnum.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
  inst.enum = def.entries;
  inst.options = [...inst._zod.values];
  const keys = new Set(Object.keys(def.entries));
  inst.extract = (values, params) => {
    const newEntries = {};
    for (const value of values) {
      if (keys.has(value)) {
        newEntries[value] = def.entries[value];
      } else
        throw new Error(`Key ${value} not found in enum`);
    }
    return new ZodEnum({
      ...def,
      checks: [],
      ...util_exports.normalizeParams(params),
      entries: newEntries
    });
  };
  inst.exclude = (values, params) => {
    const newEntries = { ...def.entries };
    for (const value of values) {
      if (keys.has(value)) {
        delete newEntries[value];
      } else
        throw new Error(`Key ${value} not found in enum`);
    }
    return new ZodEnum({
      ...def,
      checks: [],
      ...util_exports.normalizeParams(params),
      entries: newEntries
    });
  };
});
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodEnum({
    type: "enum",
    entries,
    ...util_exports.normalizeParams(params)
  });
}
var ZodLiteral = /* @__PURE__ */ $constructor("ZodLiteral", (inst, def) => {
  $ZodLiteral.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => literalProcessor(inst, ctx, json, params);
  inst.values = new Set(def.values);
  Object.defineProperty(inst, "value", {
    get() {
      if (def.values.length > 1) {
        throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
      }
      return def.values[0];
    }
  });
});
function literal(value, params) {
  return new ZodLiteral({
    type: "literal",
    values: Array.isArray(value) ? value : [value],
    ...util_exports.normalizeParams(params)
  });
}
var ZodTransform = /* @__PURE__ */ $constructor("ZodTransform", (inst, def) => {
  _ensureDefaultMemoizer();
  $ZodTransform.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
  inst._zod.parse = (payload, _ctx) => {
    if (_ctx.direction === "backward") {
      throw new $ZodEncodeError(inst.constructor.name);
    }
    payload.addIssue = (issue2) => {
      if (typeof issue2 === "string") {
        payload.issues.push(util_exports.issue(issue2, payload.value, def));
      } else {
        const _issue = issue2;
        if (_issue.fatal)
          _issue.continue = false;
        _issue.code ?? (_issue.code = "custom");
        if (!("input" in _issue))
          _issue.input = payload.value;
        _issue.inst ?? (_issue.inst = inst);
        payload.issues.push(util_exports.issue(_issue));
      }
    };
    const output = def.transform(payload.value, payload);
    if (output instanceof Promise) {
      return output.then((output2) => {
        payload.value = output2;
        return payload;
      });
    }
    payload.value = output;
    return payload;
  };
});
function transform(fn) {
  return new ZodTransform({
    type: "transform",
    transform: fn
  });
}
var ZodOptional = /* @__PURE__ */ $constructor("ZodOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
  return new ZodOptional({
    type: "optional",
    innerType
  });
}
var ZodExactOptional = /* @__PURE__ */ $constructor("ZodExactOptional", (inst, def) => {
  $ZodExactOptional.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
  return new ZodExactOptional({
    type: "optional",
    innerType
  });
}
var ZodNullable = /* @__PURE__ */ $constructor("ZodNullable", (inst, def) => {
  $ZodNullable.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
  return new ZodNullable({
    type: "nullable",
    innerType
  });
}
var ZodDefault = /* @__PURE__ */ $constructor("ZodDefault", (inst, def) => {
  $ZodDefault.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
  inst.removeDefault = inst.unwrap;
});
function _default(innerType, defaultValue) {
  return new ZodDefault({
    type: "default",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : util_exports.shallowClone(defaultValue);
    }
  });
}
var ZodPrefault = /* @__PURE__ */ $constructor("ZodPrefault", (inst, def) => {
  $ZodPrefault.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
  return new ZodPrefault({
    type: "prefault",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : util_exports.shallowClone(defaultValue);
    }
  });
}
var ZodNonOptional = /* @__PURE__ */ $constructor("ZodNonOptional", (inst, def) => {
  $ZodNonOptional.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
  return new ZodNonOptional({
    type: "nonoptional",
    innerType,
    ...util_exports.normalizeParams(params)
  });
}
var ZodCatch = /* @__PURE__ */ $constructor("ZodCatch", (inst, def) => {
  $ZodCatch.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
  inst.removeCatch = inst.unwrap;
});
function _catch(innerType, catchValue) {
  return new ZodCatch({
    type: "catch",
    innerType,
    catchValue: typeof catchValue === "function" ? catchValue : util_exports.constantCatch(catchValue)
  });
}
var ZodPipe = /* @__PURE__ */ $constructor("ZodPipe", (inst, def) => {
  $ZodPipe.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
  inst.in = def.in;
  inst.out = def.out;
});
function pipe(in_, out) {
  return new ZodPipe({
    type: "pipe",
    in: in_,
    out
    // ...util.normalizeParams(params),
  });
}
var ZodReadonly = /* @__PURE__ */ $constructor("ZodReadonly", (inst, def) => {
  $ZodReadonly.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
  return new ZodReadonly({
    type: "readonly",
    innerType
  });
}
var ZodCustom = /* @__PURE__ */ $constructor("ZodCustom", (inst, def) => {
  $ZodCustom.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
function refine(fn, _params = {}) {
  return _refine(ZodCustom, fn, _params);
}
function superRefine(fn, params) {
  return _superRefine(fn, params);
}

// src/hooks/guard-options.ts
var GUARD_MODES = ["observe", "warn", "block"];
var GUARD_NAMES = ["protected-path", "repeat", "failure-limit", "progress-gate"];
function guardArguments(options) {
  return [
    "--state-dir",
    options.stateDir,
    "--root",
    options.projectRoot,
    "--repeat-limit",
    String(options.repeatLimit),
    "--failure-limit",
    String(options.failureLimit),
    "--mode",
    options.mode,
    ...options.protectedGlobs.flatMap((glob2) => ["--protect", glob2]),
    ...(options.newFileGlobs ?? []).flatMap((glob2) => ["--allow-new", glob2])
  ];
}

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
  file: string2(),
  line: number2().int().positive().nullable()
});
var evidenceSchema = object({
  exitCode: number2().int().nullable(),
  signal: string2().nullable(),
  timedOut: boolean2(),
  durationMs: number2().nonnegative(),
  /** The PASS:/FAIL:/EVIDENCE: lines a script printed, or a JUnit failure message. */
  summary: array(string2()),
  /** Combined output, ANSI-stripped, redacted, head and tail kept with the middle elided. */
  excerpt: string2(),
  outputBytes: number2().int().nonnegative(),
  truncated: boolean2(),
  /** The one line that best says what went wrong; triage hashes its masked form. */
  message: string2().nullable(),
  location: locationSchema.nullable(),
  /**
   * What a test runner's report said of the test (JUnit: <failure>, <error> or <skipped>, with
   * its type and message attributes); null for a script, which has its exit code instead.
   */
  reported: object({
    outcome: _enum(["failure", "error", "skipped"]),
    type: string2().nullable(),
    message: string2().nullable()
  }).nullable().optional()
});
var testResultSchema = object({
  id: string2(),
  title: string2(),
  tier: string2(),
  status: testStatusSchema,
  durationMs: number2().nonnegative(),
  /**
   * The tier kind that ran the test ("script", "junit", ...): data, so results written by a
   * newer fix-loop with more kinds still parse. The engine checks it against its registry.
   */
  kind: string2().min(1),
  /** The script path or the JUnit report it came from, relative to the project root. */
  file: string2(),
  requires: array(string2()).default([]),
  /** The test's id in its runner's own terms (a pytest node id), when it has one. */
  runnerId: string2().nullable().optional(),
  /**
   * The id an earlier fix-loop gave this test, where it was another (node:test's `test > rounds`):
   * history and quarantine entries under it still name the test.
   */
  formerId: string2().optional(),
  /** The exact command that re-runs this test alone, from the project root. */
  run: string2().nullable().optional(),
  /**
   * False when `run` runs more than this test: the tier's whole command (the runner cannot select
   * it), or a selection another test of the run shares (src/junit/shared-run-lines.ts).
   */
  runsAlone: boolean2().optional(),
  /** Runs made: 1, or more when a failure was re-run to check for flakiness. */
  runs: number2().int().nonnegative(),
  /**
   * In words: why the test did not run (blocked, skipped), why it is flaky, or why a failure
   * was not re-run (another with its signature failed again).
   */
  reason: string2().nullable().default(null),
  evidence: evidenceSchema.nullable(),
  /**
   * On the quarantine list the app keeps (src/flaky/quarantine-list.ts): the test ran and its
   * status is the runner's, but a failure of it fails neither its tier nor the run. Absent: not
   * quarantined.
   */
  quarantined: object({ since: string2(), reason: string2() }).optional()
});
var serviceResultSchema = object({
  name: string2(),
  probe: string2(),
  healthy: boolean2(),
  started: boolean2(),
  waitedMs: number2().nonnegative(),
  error: string2().nullable(),
  outputTail: string2().nullable().default(null)
});
var preflightResultSchema = object({
  ok: boolean2(),
  problems: array(
    object({
      // model: fix's gate on the agent's credential (src/agent/model-access.ts).
      kind: _enum(["env", "file", "command", "model"]),
      name: string2(),
      message: string2()
    })
  )
});
var ON_FAILURE_OF_GATE = { hard: "stop", soft: "continue" };
var tierResultSchema = object({
  name: string2(),
  gate: _enum(["hard", "soft"]).describe(
    "The tier's on-failure setting under its v1 name: hard = a failure stopped later tiers (on-failure: stop), soft = they ran (continue)"
  ),
  status: _enum(["passed", "failed", "blocked", "skipped"]),
  durationMs: number2().nonnegative(),
  counts: partialRecord(testStatusSchema, number2().int().nonnegative()),
  /** Why the tier did not run, or what went wrong with its command. */
  reason: string2().nullable().default(null)
});
var claimSchema = object({
  status: _enum(["fixed", "not_fixed"]),
  root_cause: string2(),
  files_changed: array(string2()),
  tests_run: array(string2()),
  reasoning: string2()
});
var groupTriageSchema = object({
  /** The project function the group's failures are blamed on, when one was found. */
  culprit: object({
    file: string2(),
    function: string2(),
    /**
     * frame: deepest project frame of the stack; coverage: Ochiai over re-run tests; change:
     * a function changed since the base commit that the failures ran (stack or coverage).
     */
    source: _enum(["frame", "coverage", "change"]),
    score: number2().min(0).max(1).optional()
  }).nullable(),
  /** Ids of first-pass groups folded into this one because their tests share the culprit. */
  merged: array(string2()).default([]),
  /** Other signature ids its tests have when no coverage is at hand (a later re-run). */
  signatures: array(string2()).default([]),
  /** Why it was not merged with the other groups, in words; null when it is the only one. */
  keptApart: string2().nullable().default(null),
  /**
   * Where the function the signature names came from: the failure's stack (frame), or, when no
   * frame named one, coverage or a change since the base. Absent when it names none.
   */
  signatureFrom: _enum(["frame", "coverage", "change"]).optional()
});
var groupSchema = object({
  /** Hash of the masked signature: stable across runs and machines. */
  id: string2(),
  signature: string2(),
  tier: string2(),
  tests: array(string2()),
  /** open: failing and not attempted (verify mode). */
  status: _enum(["open", "fixed", "deferred", "skipped"]),
  reason: string2().nullable().default(null),
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
  fired: record(string2(), number2().int().nonnegative())
});
var attemptNetworkSchema = object({
  reached: array(string2()).default([]),
  blocked: array(object({ target: string2(), reason: string2() })).default([]),
  /** Packets sent around the proxy toward an address the namespace has no route to (not named: the kernel drops them). */
  unroutable: number2().int().nonnegative().default(0)
});
var attemptSchema = object({
  group: string2(),
  attempt: number2().int().positive(),
  strategy: string2(),
  claim: claimSchema.nullable(),
  verified: object({
    passed: boolean2(),
    tests: record(string2(), testStatusSchema),
    regressions: array(string2())
  }),
  agreed: boolean2(),
  rejected: rejectionSchema.nullable(),
  detail: string2().nullable().default(null),
  filesChanged: array(string2()),
  diffStat: string2().default(""),
  toolCalls: number2().int().nonnegative().default(0),
  costUsd: number2().nonnegative(),
  turns: number2().int().nonnegative(),
  sessionId: string2().nullable(),
  durationMs: number2().nonnegative(),
  /** Size of the prompt the agent got, in UTF-8 bytes. */
  promptBytes: number2().int().nonnegative().default(0),
  /** Wall time of the agent's session alone. */
  agentMs: number2().nonnegative().default(0),
  /** From the end of the agent's session to the engine's verdict (the checks and re-runs). */
  verifyMs: number2().nonnegative().default(0),
  /** Set when the verified change was committed (--commit, or the Action's fix branch). */
  commit: string2().nullable().default(null),
  /** Where the engine's two witnesses of the session (claude's stream, the hook ledger) disagreed. */
  distrust: array(string2()).default([]),
  /** Processes the attempt left running (double-forked, disowned), found by their marker and killed. */
  killedProcesses: array(object({ pid: number2().int(), command: string2() })).default([]),
  /** Absent in results written before guard modes existed. */
  guards: guardReportSchema.optional(),
  /** What the attempt's processes asked fix-loop's proxy for besides the model; absent where nothing watched. */
  network: attemptNetworkSchema.optional(),
  /**
   * False when the model never answered the session (the API refused it, or could not be
   * reached): the attempt says nothing of the agent, so trust leaves it out. Absent: answered.
   */
  modelAnswered: boolean2().optional()
});
var trustSchema = object({
  score: number2().min(0).max(1).nullable(),
  agreed: number2().int().nonnegative(),
  total: number2().int().nonnegative()
});
var breakerSchema = object({
  state: _enum(["closed", "half-open", "open"]),
  reason: string2().nullable()
});
var runContextSchema = object({
  repository: string2().nullable(),
  sha: string2().nullable(),
  ref: string2().nullable(),
  runId: string2().nullable(),
  runUrl: string2().nullable(),
  pullRequest: number2().int().nullable(),
  fixPullRequests: array(object({ group: string2(), url: string2(), number: number2().int() })).default([])
});
var phasesSchema = object({
  firstRunMs: number2().nonnegative(),
  retryMs: number2().nonnegative(),
  /** Coverage runs triage started, after the tests' own runs. */
  coverageMs: number2().nonnegative(),
  /** Triage's own work (signatures, groups, culprits), the coverage runs left out. */
  triageMs: number2().nonnegative(),
  /** Announcing the groups and putting the results together, after `durationMs` ends. */
  reportMs: number2().nonnegative().optional()
});
var shardsReportSchema = object({
  legs: array(
    object({
      index: number2().int().positive(),
      /** The leg's whole run, gates and services included. */
      durationMs: number2().nonnegative(),
      /** Its tiers' time: what the split balances. */
      testsMs: number2().nonnegative(),
      tests: number2().int().nonnegative()
    })
  ),
  /** The slowest leg's tiers' time over the legs' mean, less one: 0.15 is 15 % over. */
  spread: number2().nonnegative(),
  /** How each tier's tests were split: by-time, by-count, runner-option, every-leg, one-leg. */
  splits: array(object({ tier: string2(), how: string2() })),
  /** The merge's own time, triage included. */
  mergeMs: number2().nonnegative()
});
var resultsSchema = object({
  version: literal(1),
  tool: object({ name: literal("fix-loop"), version: string2() }),
  mode: _enum(["verify", "fix"]),
  outcome: _enum(["passed", "failed", "blocked", "fixed", "deferred"]),
  /** One line a person reads first: "backend is down at ... (connection refused), 14 tests not run". */
  headline: string2(),
  startedAt: string2(),
  finishedAt: string2(),
  durationMs: number2().nonnegative(),
  config: string2(),
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
  agentNetwork: string2().optional(),
  /** A sharded verify's legs; absent when one runner ran every test. */
  shards: shardsReportSchema.optional()
});

// src/text/memory-size.ts
import { totalmem } from "node:os";
var UNITS = { "": 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4 };
function parseMemory(value, machine = totalmem()) {
  const share = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value);
  if (share) {
    const percent = Number(share[1]);
    return percent > 0 && percent <= 100 ? Math.floor(machine * percent / 100) : null;
  }
  const size = /^\s*(\d+(?:\.\d+)?)\s*([KMGT]?)i?B?\s*$/i.exec(value);
  if (!size) return null;
  const bytes = Math.floor(Number(size[1]) * (UNITS[(size[2] ?? "").toUpperCase()] ?? 1));
  return bytes >= 16 * 1024 ** 2 ? bytes : null;
}

// src/config/duration.ts
var UNIT_MS = { ms: 1, s: 1e3, m: 6e4, h: 36e5 };
function parseDurationMs(value) {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value * 1e3 : null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(value);
  if (!match) return null;
  const unit = match[2] ?? "s";
  return Number(match[1]) * (UNIT_MS[unit] ?? 1e3);
}
var durationMs = union([number2(), string2()]).transform((value, ctx) => {
  const ms = parseDurationMs(value);
  if (ms === null) {
    ctx.addIssue({
      code: "custom",
      message: `"${value}" is not a duration: write seconds as a number (10) or with a unit ("10s", "2m", "500ms")`
    });
    return NEVER;
  }
  return ms;
});

// src/config/tier-env.ts
var OWN_PREFIXES = ["FIX_LOOP_", "FIXLOOP_"];
var OWN_NAMES = /* @__PURE__ */ new Set(["NODE_V8_COVERAGE"]);
function refusedTierVariable(name) {
  if (OWN_PREFIXES.some((prefix) => name.startsWith(prefix)) || OWN_NAMES.has(name))
    return `${name} is fix-loop's own: it sets it to reach its hooks in the runner; leave it out`;
  if (name === "PATH")
    return "PATH would replace the whole search path (values are taken as written, nothing is expanded); add to it in the command instead (PATH=./bin:$PATH npx ...)";
  return null;
}
var tierEnvSchema = record(
  string2().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "a variable name: letters, digits and _"),
  // `PORT: 3000` and `CI: true` read as YAML's number and boolean: the variable gets their text.
  union([string2(), number2(), boolean2()]).transform(String)
).superRefine((env, ctx) => {
  for (const name of Object.keys(env)) {
    const why = refusedTierVariable(name);
    if (why) ctx.addIssue({ code: "custom", path: [name], message: why });
  }
}).describe(
  "Environment of the tier's tests, as the project's CI sets it (NODE_ENV: test, PYTHONPATH: src): literal strings, nothing expanded; PYTHONPATH, NODE_OPTIONS, PYTEST_ADDOPTS and GOFLAGS are joined with fix-loop's own hooks, not replaced"
);

// src/config/schema.ts
var globs = union([string2().min(1), array(string2().min(1))]).transform((value) => typeof value === "string" ? [value] : value);
var preflightSchema = strictObject({
  env: array(string2().min(1)).default([]).describe("Environment variables that must be set and non-empty"),
  files: array(string2().min(1)).default([]).describe("Files that must exist, relative to the project root"),
  commands: array(string2().min(1)).default([]).describe("Commands that must be on PATH (for example psql, curl)")
}).describe("Checks run before anything else; any failure stops the run with exit code 3");
var HEALTH_PROBE_PATTERN = /^(https?:\/\/|tcp:\/\/|cmd:)/;
var serviceSchema = strictObject({
  start: string2().min(1).optional().describe("Command that starts the service in the background; fix-loop stops it when it exits"),
  health: string2().regex(HEALTH_PROBE_PATTERN, 'health must start with "http://", "https://", "tcp://" or "cmd:"').describe(
    'Probe: "http://host:port/path" (2xx), "tcp://host:port" (connects) or "cmd:command" (exit 0)'
  ),
  timeout: durationMs.prefault(30).describe('How long to wait for healthy: seconds, or "10s", "2m"'),
  cwd: string2().optional().describe("Working directory of the start command, relative to the project root"),
  env: record(string2(), string2()).default({}).describe("Extra environment for the start command")
});
var TIER_NAMES = ["health", "smoke", "features", "integration", "e2e"];
var tierSchema = strictObject({
  name: string2().min(1).regex(/^[\w.-]+$/, "tier names use letters, digits, '.', '_' and '-'"),
  "on-failure": _enum(["stop", "continue"]).optional().describe(
    "stop: a failure here stops later tiers; continue: later tiers still run (default: stop for health and smoke)"
  ),
  gate: _enum(["hard", "soft"]).optional().describe("Older name of on-failure, still accepted: hard = stop, soft = continue"),
  tests: globs.optional().describe("Glob or list of globs of executable test scripts"),
  command: string2().min(1).optional().describe("A command that runs a test framework and writes JUnit XML"),
  junit: globs.optional().describe("Where the command writes its JUnit report(s)"),
  rerun: string2().min(1).optional().describe(
    "How to run chosen tests of a JUnit tier, when fix-loop cannot build it from command: {tests} (runner ids, e.g. pytest node ids), {files}, {names} (an anchored regex of test names)"
  ),
  requires: array(string2()).default([]).describe("Services every test of this tier needs"),
  env: tierEnvSchema.optional(),
  concurrency: number2().int().min(1).optional().describe("Scripts run at once in this tier (default: cores)"),
  timeout: durationMs.optional().describe("Per-test timeout (scripts) or command timeout (JUnit)"),
  retries: number2().int().min(0).max(5).optional().describe("Re-runs of a failed test to detect flakiness")
}).superRefine((tier, ctx) => {
  if (tier.gate && tier["on-failure"] && ON_FAILURE_OF_GATE[tier.gate] !== tier["on-failure"]) {
    ctx.addIssue({
      code: "custom",
      path: ["gate"],
      message: `gate: ${tier.gate} (the older name of on-failure) contradicts on-failure: ${tier["on-failure"]}; keep on-failure alone`
    });
  }
  if (tier.command && !tier.junit) {
    ctx.addIssue({
      code: "custom",
      path: ["junit"],
      message: "a tier with a command needs junit: the report path it writes"
    });
  }
  if (tier.rerun && !tier.command) {
    ctx.addIssue({
      code: "custom",
      path: ["rerun"],
      message: "rerun: applies to a tier with command: and junit:"
    });
  }
  if (tier.rerun && !/\{(?:tests|files|names)\}/.test(tier.rerun)) {
    ctx.addIssue({
      code: "custom",
      path: ["rerun"],
      message: "rerun: must name the tests with {tests}, {files} or {names}"
    });
  }
  if (tier.junit && !tier.command) {
    ctx.addIssue({
      code: "custom",
      path: ["command"],
      message: "a tier with junit needs command: what writes the report"
    });
  }
});
var strategySchema = strictObject({
  name: string2().min(1),
  prompt: string2().optional().describe("Markdown file with the brief for this step, relative to the project root"),
  tools: array(string2()).optional().describe("Built-in tools offered to the agent"),
  model: string2().optional(),
  "max-turns": number2().int().min(1).optional(),
  "budget-usd": number2().positive().optional(),
  timeout: durationMs.optional()
});
var DEFAULT_COPY_CAPS = {
  files: 200,
  "file-bytes": 5 * 1024 * 1024,
  "total-bytes": 20 * 1024 * 1024
};
var limitsSchema = strictObject({
  pids: number2().int().min(16).default(1024).describe("Processes and threads the agent and its tests may have at once"),
  memory: string2().refine((value) => parseMemory(value) !== null, {
    message: 'write bytes with a unit ("4G", "512M", at least 16M) or a share of memory ("50%")'
  }).default("50%").describe(
    "Memory the agent and its tests may use together, where a memory cgroup can be made"
  )
}).default({ pids: 1024, memory: "50%" });
var fixSchema = strictObject({
  "max-attempts": number2().int().min(1).max(10).default(3),
  protected: array(string2().min(1)).default(["tests/**", ".fix-loop/**", ".github/**"]),
  strategies: array(strategySchema).optional().describe("The escalation ladder; attempt n uses step n"),
  claude: strictObject({
    path: string2().optional().describe("The claude binary; else FIX_LOOP_CLAUDE, else claude on PATH"),
    model: string2().optional()
  }).default({}),
  budget: strictObject({
    usd: number2().positive().optional().describe("Total model spend for the run"),
    time: durationMs.optional().describe("Total wall time for the fix loop")
  }).default({}),
  flaky: strictObject({
    repeat: number2().int().min(2).max(1e3).default(20).describe(
      "Times check runs a flaky test a fix is for; every run must pass (a test still flaking at 10% passes 20 runs by luck 12% of the time)"
    )
  }).default({ repeat: 20 }),
  guards: strictObject({
    "repeat-limit": number2().int().min(1).default(3),
    "failure-limit": number2().int().min(1).default(5),
    mode: _enum(GUARD_MODES).default("block").describe(
      "observe: record what the guards would block and let every call through; warn: tell the agent and let it go ahead; block: deny"
    )
  }).default({ "repeat-limit": 3, "failure-limit": 5, mode: "block" }),
  copy: strictObject({
    include: array(
      string2().min(1).refine((glob2) => !glob2.startsWith("/") && !glob2.split("/").includes(".."), {
        message: "must be a path inside the repository, relative to its top (no leading / or ..)"
      })
    ).default([]).describe(
      "Ignored paths the tests need in the agent's copy (git pathspec globs from the repository top, e.g. .env.test); tracked and untracked-not-ignored files are always there"
    )
  }).default({ include: [] }),
  caps: strictObject({
    files: number2().int().min(1).default(DEFAULT_COPY_CAPS.files).describe("Files one attempt may add, change or remove; over it the attempt is refused"),
    "file-bytes": number2().int().min(1).default(DEFAULT_COPY_CAPS["file-bytes"]).describe("Bytes of any one file an attempt writes; over it the attempt is refused"),
    "total-bytes": number2().int().min(1).default(DEFAULT_COPY_CAPS["total-bytes"]).describe("Bytes of all the files an attempt writes; over it the attempt is refused")
  }).default(DEFAULT_COPY_CAPS),
  limits: limitsSchema,
  network: strictObject({
    allow: array(string2().regex(/^(\*\.)?[\w.-]+(:\d{1,5})?$/, "a host, *.domain or host:port")).default([]).describe(
      "Hosts the agent's installs may reach through fix-loop's proxy (registry.npmjs.org, *.pythonhosted.org, host:port); the model is always open"
    )
  }).default({ allow: [] })
});
var DEFAULT_FLAKY = { window: 50, "quarantine-at": 0.01, "min-runs": 10, "release-after": 30 };
var appSchema = strictObject({
  workflow: string2().default("fix-loop.yml").describe("Workflow file the app dispatches for /fix"),
  permission: _enum(["triage", "write", "maintain", "admin"]).default("write"),
  "max-attempts": number2().int().min(1).default(6).describe("Attempts per group across runs before /fix refuses"),
  "max-issues-per-run": number2().int().min(1).default(20).describe("New group issues one run may open; the rest are listed on the dashboard"),
  labels: record(string2(), string2().regex(/^[0-9a-fA-F]{6}$/)).default({}),
  flaky: strictObject({
    window: number2().int().min(5).max(500).default(DEFAULT_FLAKY.window).describe("Runs of the repository kept in the flake history (refs/fix-loop/history)"),
    "quarantine-at": number2().gt(0).max(1).default(DEFAULT_FLAKY["quarantine-at"]).describe(
      "A test is quarantined when the lower bound (Wilson, 95 %) of its flake rate reaches this"
    ),
    "min-runs": number2().int().min(1).default(DEFAULT_FLAKY["min-runs"]).describe("Runs a test must have been seen in (since its last release) before quarantine"),
    "release-after": number2().int().min(1).default(DEFAULT_FLAKY["release-after"]).describe("Clean runs in a row that release a test the rule quarantined (at most window)")
  }).default(DEFAULT_FLAKY).describe("Flake history across runs, and quarantine by rule")
});
var NOTHING_TO_RUN = "nothing to run: add tiers: or tests:";
var configSchema = strictObject({
  $schema: string2().optional(),
  version: literal(1).optional(),
  _extends: string2().optional().describe(
    "The app's settings extend this file: [owner/]repo[:path.yml], e.g. .github (the owner's .github repository); the engine ignores it"
  ),
  preflight: preflightSchema.default({ env: [], files: [], commands: [] }),
  services: record(string2().regex(/^[\w.-]+$/), serviceSchema).default({}),
  tests: globs.optional().describe("Scripts anywhere under these globs; each takes its tier from its # TIER: header"),
  tiers: array(tierSchema).default([]),
  timeout: durationMs.prefault(60).describe("Default per-test timeout"),
  retries: number2().int().min(0).max(5).default(1).describe("Default re-runs of a failed test"),
  fix: fixSchema.default({
    "max-attempts": 3,
    protected: ["tests/**", ".fix-loop/**", ".github/**"],
    claude: {},
    budget: {},
    flaky: { repeat: 20 },
    guards: { "repeat-limit": 3, "failure-limit": 5, mode: "block" },
    copy: { include: [] },
    caps: DEFAULT_COPY_CAPS,
    limits: { pids: 1024, memory: "50%" },
    network: { allow: [] }
  }),
  app: appSchema.default({
    workflow: "fix-loop.yml",
    permission: "write",
    "max-attempts": 6,
    "max-issues-per-run": 20,
    labels: {},
    flaky: DEFAULT_FLAKY
  })
}).superRefine((config2, ctx) => {
  const seen = /* @__PURE__ */ new Set();
  config2.tiers.forEach((tier, index) => {
    if (seen.has(tier.name)) {
      ctx.addIssue({
        code: "custom",
        path: ["tiers", index, "name"],
        message: `tier "${tier.name}" is listed twice`
      });
    }
    seen.add(tier.name);
    if (!config2.tests && !tier.tests && !tier.command) {
      ctx.addIssue({
        code: "custom",
        path: ["tiers", index],
        message: `tier "${tier.name}" runs nothing: give it tests: (a glob of executable scripts) or command: with junit:`
      });
    }
    for (const [i, service] of tier.requires.entries()) {
      if (!(service in config2.services)) {
        ctx.addIssue({
          code: "custom",
          path: ["tiers", index, "requires", i],
          message: `no service named "${service}" under services:`
        });
      }
    }
  });
  if (config2.tiers.length === 0 && !config2.tests) {
    ctx.addIssue({
      code: "custom",
      path: ["tiers"],
      message: NOTHING_TO_RUN
    });
  }
});
function configuredOnFailure(tier) {
  if (tier?.["on-failure"]) return tier["on-failure"];
  return tier?.gate ? ON_FAILURE_OF_GATE[tier.gate] : void 0;
}

// src/config/load.ts
var DEFAULT_CONFIG_PATH = ".github/fix-loop.yml";
var ConfigError = class extends UserError {
  constructor(file, problems) {
    super(formatProblems(file, problems));
    this.file = file;
    this.problems = problems;
  }
  file;
  problems;
  name = "ConfigError";
};
function formatProblems(file, problems) {
  const inFileOrder = [...problems].sort(
    (a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER)
  );
  const lines = inFileOrder.map((p) => {
    const where = [p.line === null ? null : `line ${p.line}`, p.path || null].filter(Boolean).join(", ");
    return where ? `  ${where}: ${p.message}` : `  ${p.message}`;
  });
  const noun = problems.length === 1 ? "problem" : "problems";
  return `${file} has ${problems.length} ${noun}:
${lines.join("\n")}`;
}
function formatKeyPath(keys) {
  return keys.reduce((text, key2) => {
    if (typeof key2 === "number") return `${text}[${key2}]`;
    const name = String(key2);
    return text ? `${text}.${name}` : name;
  }, "");
}
async function loadConfig(configPath, cwd) {
  const absolute = path3.resolve(cwd, configPath);
  let text;
  try {
    text = await readFile(absolute, "utf8");
  } catch (error2) {
    const code = error2.code;
    const message = code === "ENOENT" ? await notFound(configPath, cwd) : `cannot read the file (${code ?? String(error2)})`;
    throw new ConfigError(configPath, [{ path: "", line: null, message }]);
  }
  return parseConfigText(text, configPath);
}
async function notFound(configPath, cwd) {
  const above = await configAbove(configPath, cwd);
  if (above === null)
    return "file not found: run `fix-loop init` to write a starter config, or pass --config PATH";
  const relative2 = path3.relative(path3.resolve(cwd), above);
  return `file not found in ${path3.resolve(cwd)}, but the repository has one in ${above}: run fix-loop there, or pass -C ${relative2}`;
}
function parseConfigText(text, fileName) {
  const lineCounter = new import_yaml.LineCounter();
  const document = (0, import_yaml.parseDocument)(text, { lineCounter, prettyErrors: false });
  if (document.errors.length > 0) {
    throw new ConfigError(
      fileName,
      document.errors.map((error2) => ({
        path: "",
        line: lineCounter.linePos(error2.pos[0]).line,
        message: `invalid YAML: ${error2.message.split("\n")[0]}`
      }))
    );
  }
  const data = document.toJS() ?? {};
  if (typeof data !== "object" || Array.isArray(data)) {
    throw new ConfigError(fileName, [
      {
        path: "",
        line: 1,
        message: "the config must be a YAML mapping (keys like preflight:, services:, tiers:)"
      }
    ]);
  }
  const parsed = configSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ConfigError(fileName, describeIssues(parsed.error.issues, document, lineCounter));
}
function describeIssues(issues, document, lines) {
  const problems = [];
  for (const issue2 of issues) {
    if (issue2.code === "unrecognized_keys") {
      const known = knownKeysAt(issue2.path);
      for (const key2 of issue2.keys) {
        const keyPath = [...issue2.path, key2];
        const suggestion = nearestWord(key2, known);
        const hint = suggestion ? `did you mean "${suggestion}"?` : known.length > 0 ? `valid keys here: ${known.join(", ")}` : "remove it";
        problems.push({
          path: formatKeyPath(keyPath),
          line: lineOf(document, lines, keyPath),
          message: `unknown key "${key2}" (${hint})`
        });
      }
      continue;
    }
    if (issue2.code === "invalid_value") {
      problems.push({
        path: formatKeyPath(issue2.path),
        line: lineOf(document, lines, issue2.path),
        message: notOneOf(document.getIn(issue2.path), issue2.values)
      });
      continue;
    }
    const missing = issue2.code === "invalid_type" && !document.hasIn(issue2.path);
    problems.push({
      path: formatKeyPath(issue2.path),
      line: lineOf(document, lines, issue2.path),
      message: missing ? "is required" : issue2.message
    });
  }
  const misspelled = problems.some(
    (problem) => /\(did you mean "(?:tiers|tests)"\?\)$/.test(problem.message)
  );
  return misspelled ? problems.filter((problem) => problem.message !== NOTHING_TO_RUN) : problems;
}
function notOneOf(given, allowed) {
  const words2 = allowed.map(String);
  const suggestion = typeof given === "string" ? nearestWord(given, words2) : null;
  const hint = suggestion ? ` (did you mean "${suggestion}"?)` : "";
  return `${JSON.stringify(given)} is not one of: ${words2.join(", ")}${hint}`;
}
function lineOf(document, lines, keyPath) {
  for (let depth = keyPath.length; depth >= 0; depth--) {
    const parentPath = keyPath.slice(0, depth - 1);
    const last = keyPath[depth - 1];
    if (depth === 0) {
      const offset2 = document.contents?.range?.[0];
      return offset2 === void 0 ? null : lines.linePos(offset2).line;
    }
    const parent = parentPath.length === 0 ? document.contents : document.getIn(parentPath, true);
    const pair = findPair(parent, last);
    const offset = pair?.key?.range?.[0] ?? pair?.value?.range?.[0];
    if (offset !== void 0) return lines.linePos(offset).line;
  }
  return null;
}
function findPair(parent, key2) {
  if (!parent || typeof parent !== "object" || !("items" in parent)) return void 0;
  const items = parent.items;
  if (typeof key2 === "number") {
    const item = items[key2];
    return item ? { key: item } : void 0;
  }
  return items.find((item) => {
    const pairKey = item.key;
    return pairKey !== void 0 && String(pairKey.value ?? pairKey) === String(key2);
  });
}
function knownKeysAt(keyPath) {
  let def = unwrap(
    configSchema._zod.def
  );
  for (const key2 of keyPath) {
    if (!def) return [];
    if (def.type === "object" && typeof key2 === "string") def = unwrap(def.shape?.[key2]?._zod.def);
    else if (def.type === "array") def = unwrap(def.element?._zod.def);
    else if (def.type === "record") def = unwrap(def.valueType?._zod.def);
    else return [];
  }
  return def?.type === "object" && def.shape ? Object.keys(def.shape).filter((k) => k !== "$schema") : [];
}
function unwrap(def) {
  let current = def;
  while (current) {
    if (current.innerType) current = current.innerType._zod.def;
    else if (current.type === "pipe" && current.in) current = current.in._zod.def;
    else if (current.type === "union" && current.options) {
      current = current.options.map((o) => unwrap(o._zod.def)).find((d) => d?.type === "object");
    } else return current;
  }
  return current;
}

// src/process/share-files.ts
import { chmodSync, chownSync, lstatSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path4 from "node:path";
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
  await rm(folder, { recursive: true, force: true }).catch(async (error2) => {
    if (isRoot()) throw error2;
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
      pending.push(path4.join(file, name));
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
import path6 from "node:path";

// src/junit/without-report-folder.ts
import path5 from "node:path";
function withoutReportFolders(command, reports) {
  const parts = splitShell(command);
  if (!parts) return command;
  const folders = new Set(reports.map((report2) => path5.normalize(path5.dirname(report2))));
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
  return options.every((option) => option === "-p" || option === "--parents") && made.length > 0 && made.every((folder) => folders.has(path5.normalize(folder)));
}

// src/junit/command-without-report.ts
function commandWithoutReport(command, runner, reports) {
  const stripped = runner?.withoutReport?.(command, reports);
  return stripped ? withoutReportFolders(stripped, reports) : command;
}
function withoutReportOptions(command, options, reports) {
  const parts = splitShell(command);
  if (!parts) return null;
  const isReport = (value) => reports.some((report2) => path6.normalize(value) === path6.normalize(report2));
  const words2 = parts.map((part) => "word" in part ? unquote(part.word) : null);
  const dropped = /* @__PURE__ */ new Set();
  const reporters = [];
  const destinations = [];
  const known = [...options.file, options.reporter];
  for (let i = 0; i < parts.length; i++) {
    const option = optionAt(words2, i, known);
    if (!option) continue;
    if (options.file.includes(option.name)) {
      destinations.push(option.indexes);
      if (isReport(option.value)) for (const index of option.indexes) dropped.add(index);
    } else if (option.name === options.reporter) {
      reporters.push(option.indexes);
      if (options.junitReporter !== void 0 && option.value === options.junitReporter) {
        for (const index of option.indexes) dropped.add(index);
      }
    }
    i = option.indexes.at(-1) ?? i;
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
  const pipe2 = parts.slice(0, converter).findLastIndex((part) => "operator" in part);
  if (pipe2 === -1 || !("operator" in parts[pipe2])) return null;
  if (parts[pipe2].operator !== "|") return null;
  return joinShell(
    parts.slice(0, pipe2).filter((part) => !("redirect" in part && part.redirect === "2>&1"))
  );
}
function withoutRedirectedReport(command, reporter, reports) {
  const parts = splitShell(command);
  if (!parts) return null;
  const isReport = (target) => reports.some((report2) => path6.normalize(unquote(target)) === path6.normalize(report2));
  const redirect = parts.findIndex(
    (part) => "redirect" in part && /^1?>[^>&]/.test(part.redirect) && isReport(part.redirect.replace(/^1?>\s*/, ""))
  );
  if (redirect === -1) return null;
  const words2 = parts.map((part) => "word" in part ? unquote(part.word) : null);
  const dropped = /* @__PURE__ */ new Set([redirect]);
  for (let i = 0; i < parts.length; i++) {
    const option = optionAt(words2, i, reporter.options);
    if (!option) continue;
    if (option.value === reporter.name) for (const index of option.indexes) dropped.add(index);
    i = option.indexes.at(-1) ?? i;
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
    const durationMs2 = attempts.reduce((sum, test) => sum + test.durationMs, 0);
    const result = { ...first, runs: attempts.length, durationMs: durationMs2 };
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
import { readdir, readFile as readFile3 } from "node:fs/promises";
import path8 from "node:path";

// src/junit/go-module.ts
import { readFile as readFile2 } from "node:fs/promises";
import path7 from "node:path";
async function goModulePath(root) {
  const text = await readFile2(path7.join(root, "go.mod"), "utf8").catch(() => "");
  return /^module\s+"?([^\s"]+)"?/m.exec(text)?.[1] ?? null;
}
function goPackageDir(pkg, module) {
  if (pkg === module) return "";
  return pkg.startsWith(`${module}/`) ? pkg.slice(module.length + 1) : null;
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
async function goPanicProblems(panics, reported, root, cut = /* @__PURE__ */ new Map()) {
  const module = await goModulePath(root);
  const lines = [];
  const seen = /* @__PURE__ */ new Set();
  for (const { pkg, test } of panics) {
    if (seen.has(pkg)) continue;
    seen.add(pkg);
    const ran = new Set([...reported.get(pkg) ?? []].map((name) => name.split("/")[0] ?? ""));
    const dir = module === null ? null : goPackageDir(pkg, module);
    const declared = dir === null ? null : await declaredTests(path8.join(root, dir), ran);
    const top = test.split("/")[0] ?? test;
    const at = declared?.indexOf(top) ?? -1;
    const hidden = declared && at >= 0 ? declared.slice(at + 1).filter((n) => !ran.has(n)) : null;
    lines.push(panicLine(pkg, test, top, hidden) + cutClause(cut.get(pkg) ?? 0));
  }
  return lines;
}
function panicLine(pkg, test, top, hidden) {
  const head = `go stopped ${pkg} at the panic in ${test}: the tests after it did not run, and the report leaves them out`;
  const rest = test.includes("/") ? `, with the rest of ${top}'s subtests` : "";
  if (hidden === null) return `${head}${rest}`;
  if (hidden.length === 0) return `${head} (no test function is declared after ${top}${rest})`;
  const names = hidden.slice(0, NAMED).join(", ");
  const more = hidden.length > NAMED ? ` and ${hidden.length - NAMED} more` : "";
  const count = `${hidden.length} test function${hidden.length === 1 ? "" : "s"}`;
  return `${head}: ${count} (${names}${more}) and their subtests${rest}`;
}
function cutClause(count) {
  if (count === 0) return "";
  const tests = count === 1 ? "1 test it had started (paused, or running) is" : `${count} tests it had started (paused, or running) are`;
  return `; ${tests} left out too: go never finished ${count === 1 ? "it" : "them"}`;
}
async function declaredTests(dir, ran) {
  const files = await readdir(dir).catch(() => null);
  if (!files) return null;
  const internal = [];
  const external = [];
  for (const file of files.filter((name) => name.endsWith("_test.go")).sort()) {
    const text = await readFile3(path8.join(dir, file), "utf8").catch(() => "");
    const names = [...text.matchAll(/^func (Test\w*)\s*\(\s*\w+\s+\*testing\.T\s*\)/gm)].map(
      (match) => match[1] ?? ""
    );
    const constrained = /^\/\/(?:go:build | \+build )/m.test(text) || PLATFORM_FILE.test(file);
    if (constrained && !names.some((name) => ran.has(name))) continue;
    (/^package\s+\w+_test\b/m.test(text) ? external : internal).push(...names);
  }
  return [...internal, ...external];
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
  const own2 = raiser.evidence;
  const carried = carrier.evidence;
  if (!own2 || !carried) return raiser;
  const panic = text.slice(text.search(PANIC_LINE));
  return {
    ...raiser,
    file: carried.location ? carrier.file : raiser.file,
    evidence: {
      ...carried,
      durationMs: own2.durationMs,
      excerpt: `${own2.excerpt.trimEnd()}
${panic}`,
      outputBytes: own2.outputBytes + Buffer.byteLength(panic, "utf8"),
      truncated: own2.truncated || carried.truncated
    }
  };
}

// src/junit/go-run-pattern.ts
function goRunPattern(names) {
  const paths = names.map((name) => name.split("/"));
  const depth = Math.min(...paths.map((path40) => path40.length));
  const levels = [];
  for (let level = 0; level < depth; level++) {
    const unique = [...new Set(paths.map((path40) => escapeRegExp(path40[level] ?? "")))];
    levels.push(`^(?:${unique.join("|")})$`);
  }
  return levels.map((level) => level.replace(/^\^\(\?:([^|()]*)\)\$$/, "^$1$")).join("/");
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

// src/junit/go-test-files.ts
import { readdir as readdir2, readFile as readFile4 } from "node:fs/promises";
import path9 from "node:path";
var NAMED2 = 5;
var GO_FRAMING = /^\s*(?:=== (?:RUN|PAUSE|CONT|NAME)\b.*|--- FAIL: .*)$/;
async function describeGoFailures(tests, refs, root) {
  const failed = tests.flatMap((test, at) => {
    const ref = refs[at];
    return test.status === "failed" && ref ? [{ test, ref }] : [];
  });
  const below = failedBelow(failed.map(({ ref }) => ref));
  for (const { test, ref } of failed) {
    const subtests = below.get(key(ref.classname, ref.name));
    if (subtests && onlyFraming(test)) saySubtestsFailed(test, subtests);
  }
  if (failed.length === 0) return;
  const module = await goModulePath(root);
  if (module === null) return;
  const packages = /* @__PURE__ */ new Map();
  for (const { test, ref } of failed) {
    const dir = goPackageDir(ref.classname, module);
    if (dir === null || ref.file !== null && (dir === "" || ref.file.includes("/"))) continue;
    let files = packages.get(dir);
    if (!files) {
      files = packageFiles(root, dir);
      packages.set(dir, files);
    }
    const found = placeIn(await files, ref);
    if (!found) continue;
    ref.file = found.file;
    test.file = found.file;
    if (test.evidence) test.evidence.location = found;
  }
}
function placeIn(files, ref) {
  if (ref.file === null) return files.declared.get(ref.name.split("/")[0] ?? ref.name) ?? null;
  if (!files.names.has(ref.file) || files.atRoot.has(ref.file)) return null;
  return { file: `${files.dir}/${ref.file}`, line: ref.line };
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
  const list = (folder) => readdir2(folder).catch(() => []);
  const names = await list(path9.join(root, dir));
  const declared = /* @__PURE__ */ new Map();
  for (const name of names.filter((file) => file.endsWith("_test.go")).sort()) {
    const text = await readFile4(path9.join(root, dir, name), "utf8").catch(() => "");
    const file = dir === "" ? name : `${dir}/${name}`;
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
import { readdir as readdir3, readdirSync as readdirSync2, realpath, realpathSync, stat, statSync } from "fs";
import { isAbsolute, posix, resolve as resolve2 } from "path";
import { fileURLToPath } from "url";

// node_modules/fdir/dist/index.mjs
import { createRequire } from "module";
import { basename, dirname, normalize, relative, resolve, sep } from "path";
import * as nativeFs from "fs";
var __require2 = /* @__PURE__ */ createRequire(import.meta.url);
function cleanPath(path40) {
  let normalized = normalize(path40);
  if (normalized.length > 1 && normalized[normalized.length - 1] === sep) normalized = normalized.substring(0, normalized.length - 1);
  return normalized;
}
var SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path40, separator) {
  return path40.replace(SLASHES_REGEX, separator);
}
var WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path40) {
  return path40 === "/" || WINDOWS_ROOT_DIR_REGEX.test(path40);
}
function normalizePath(path40, options) {
  const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
  const pathNeedsCleaning = process.platform === "win32" && path40.includes("/") || path40.startsWith(".");
  if (resolvePaths) path40 = resolve(path40);
  if (normalizePath$1 || pathNeedsCleaning) path40 = cleanPath(path40);
  if (path40 === ".") return "";
  const needsSeperator = path40[path40.length - 1] !== pathSeparator;
  return convertSlashes(needsSeperator ? path40 + pathSeparator : path40, pathSeparator);
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
  const path40 = directoryPath || ".";
  if (filters.every((filter) => filter(path40, true))) paths.push(path40);
};
var empty$2 = () => {
};
function build$6(root, options) {
  const { includeDirs, filters, relativePaths } = options;
  if (!includeDirs) return empty$2;
  if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
  return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}
var pushFileFilterAndCount = (filename, _paths, counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) counts.files++;
};
var pushFileFilter = (filename, paths, _counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) paths.push(filename);
};
var pushFileCount = (_filename, _paths, counts, _filters) => {
  counts.files++;
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
var resolveSymlinksAsync = function(path40, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  fs.realpath(path40, (error2, resolvedPath) => {
    if (error2) return queue.dequeue(suppressErrors ? null : error2, state);
    fs.stat(resolvedPath, (error$1, stat6) => {
      if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
      if (stat6.isDirectory() && isRecursive2(path40, resolvedPath, state)) return queue.dequeue(null, state);
      callback$1(stat6, resolvedPath);
      queue.dequeue(null, state);
    });
  });
};
var resolveSymlinks = function(path40, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  try {
    const resolvedPath = fs.realpathSync(path40);
    const stat6 = fs.statSync(resolvedPath);
    if (stat6.isDirectory() && isRecursive2(path40, resolvedPath, state)) return;
    callback$1(stat6, resolvedPath);
  } catch (e) {
    if (!suppressErrors) throw e;
  }
};
function build$2(options, isSynchronous) {
  if (!options.resolveSymlinks || options.excludeSymlinks) return null;
  return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive2(path40, resolved, state) {
  if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
  let parent = dirname(path40);
  let depth = 1;
  while (parent !== state.root && depth < 2) {
    const resolvedPath = state.symlinks.get(parent);
    const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
    if (isSameRoot) depth++;
    else parent = dirname(parent);
  }
  state.symlinks.set(path40, resolved);
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
var onlyCountsAsync = (state, error2, callback$1) => {
  report(error2, callback$1, state.counts, state.options.suppressErrors);
  return null;
};
var defaultAsync = (state, error2, callback$1) => {
  report(error2, callback$1, state.paths, state.options.suppressErrors);
  return null;
};
var limitFilesAsync = (state, error2, callback$1) => {
  report(error2, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
  return null;
};
var groupsAsync = (state, error2, callback$1) => {
  report(error2, callback$1, state.groups, state.options.suppressErrors);
  return null;
};
function report(error2, callback$1, output, suppressErrors) {
  if (error2 && !suppressErrors) callback$1(error2, output);
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
  fs.readdir(crawlPath || ".", readdirOpts, (error2, entries = []) => {
    callback$1(entries, directoryPath, currentDepth);
    state.queue.dequeue(state.options.suppressErrors ? null : error2, state);
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
  dequeue(error2, output) {
    if (this.onQueueEmpty && (--this.count <= 0 || error2)) {
      this.onQueueEmpty(error2, output);
      if (error2) {
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
      queue: new Queue((error2, state) => this.callbackInvoker(state, error2, callback$1)),
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
        let path40 = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
        if (exclude && exclude(entry.name, path40)) continue;
        this.pushDirectory(path40, paths, filters);
        this.walkDirectory(this.state, path40, path40, depth - 1, this.walk);
      } else if (this.resolveSymlink && entry.isSymbolicLink()) {
        let path40 = joinPathWithBasePath(entry.name, directoryPath);
        this.resolveSymlink(path40, this.state, (stat6, resolvedPath) => {
          if (stat6.isDirectory()) {
            resolvedPath = normalizePath(resolvedPath, this.state.options);
            if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path40 + pathSeparator)) return;
            this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path40 + pathSeparator, depth - 1, this.walk);
          } else {
            resolvedPath = useRealPaths ? resolvedPath : path40;
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
    this.options.filters.push((path40) => isMatch(path40));
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
function ensureNonDriveRelativePath(path40) {
  return path40.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
var splitPatternOptions = { parts: true };
function splitPattern(path40) {
  var _result$parts;
  const result = import_picomatch.default.scan(path40, splitPatternOptions);
  return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path40];
}
var POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
var WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
var escapePosixPath = (path40) => path40.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapeWin32Path = (path40) => path40.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
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
      const path40 = format(p, isDirectory);
      const matches = matcher(path40) && !ignore(path40);
      if (matches) log(`matched ${path40}`);
      return matches;
    } : (p, isDirectory) => {
      const path40 = format(p, isDirectory);
      return matcher(path40) && !ignore(path40);
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
    readdir: opts.fs.readdir || readdir3,
    readdirSync: opts.fs.readdirSync || readdirSync2,
    realpath: opts.fs.realpath || realpath,
    realpathSync: opts.fs.realpathSync || realpathSync,
    stat: opts.fs.stat || stat,
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
var TROUBLE_WORDS = /connection refused|ECONNREFUSED|ECONNRESET|ETIMEDOUT|\bassert|No such file|command not found|Permission denied|timed out|not found/i;
function decisiveMessage(ending, summary, text) {
  if (ending.spawnError) return ending.spawnError;
  const fail = summary.find((line) => /^FAIL:/.test(line));
  if (fail) return shorten(fail);
  if (ending.timedOut)
    return `timed out after ${formatDuration(ending.timeoutMs ?? 0, "compact")}; the process tree was killed`;
  const lines = text.split("\n").filter((line) => line.trim() !== "" && !ELISION_LINE.test(line));
  const error2 = lines.find((line) => ERROR_LINE.test(line));
  if (error2) return shorten(error2.trim());
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
  const shown = excerpt(outcome.output, {
    redact,
    headChars: options.headChars,
    tailChars: options.tailChars
  });
  const passed = outcome.exitCode === 0 && !outcome.timedOut && !outcome.aborted && !outcome.spawnError;
  return {
    exitCode: outcome.exitCode,
    signal: outcome.signal,
    timedOut: outcome.timedOut,
    durationMs: Math.round(outcome.durationMs),
    summary,
    excerpt: shown.text,
    outputBytes: outcome.output.totalBytes,
    truncated: shown.truncated,
    message: passed ? null : decisiveMessage(outcome, summary, shown.text),
    location: !passed && options.file ? findOwnLocation(shown.text, options.file) : null
  };
}
function findOwnLocation(text, file) {
  const name = file.split("/").pop() ?? file;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`(?:^|[\\s/])${escaped}(?::\\s*line\\s+|:)(\\d+)\\b`, "m").exec(text);
  return match ? { file, line: Number(match[1]) } : null;
}

// src/junit/resolve-test-file.ts
import { existsSync } from "node:fs";
import { realpath as realpath2, stat as stat2 } from "node:fs/promises";
import path10 from "node:path";
function createTestFileResolver(cwd) {
  const modules = /* @__PURE__ */ new Map();
  const moduleFile = (classname) => {
    if (!/^[\w]+(?:\.[\w]+)+$/.test(classname)) return null;
    let known = modules.get(classname);
    if (known === void 0) {
      known = pythonModuleFile(classname, cwd);
      modules.set(classname, known);
    }
    return known;
  };
  return ({ declaredFile, file, classname }) => {
    if (declaredFile) return relativeToRoot(declaredFile, cwd);
    const module = moduleFile(classname);
    if (module) return module;
    return file ? relativeToRoot(file, cwd) : null;
  };
}
function relativeToRoot(file, cwd) {
  if (!path10.isAbsolute(file)) return file.replaceAll("\\", "/");
  const relative2 = path10.relative(cwd, file);
  if (relative2.startsWith("..") || path10.isAbsolute(relative2)) return file;
  return relative2.split(path10.sep).join("/");
}
function pythonModuleFile(classname, cwd) {
  const parts = classname.split(".");
  for (let length = parts.length; length > 0; length--) {
    const candidate = `${parts.slice(0, length).join("/")}.py`;
    if (existsSync(path10.join(cwd, candidate))) return candidate;
  }
  return null;
}
async function realFileInsideRoot(cwd, file) {
  const root = await realpath2(cwd).catch(() => null);
  const real = await realpath2(path10.resolve(cwd, file)).catch(() => null);
  if (root === null || real === null) return null;
  const inside = path10.relative(root, real);
  if (inside === "" || inside.startsWith("..") || path10.isAbsolute(inside)) return null;
  const info = await stat2(real).catch(() => null);
  return info?.isFile() ? real : null;
}

// src/junit/source-location.ts
var SOURCE_FILE = /\.(?:[cm]?[jt]sx?|py|go|rb|java|kt|kts|scala|rs|php|cs|swift|ex|exs|dart|vue|svelte|feature)$/i;
var PATH_WITH_LINE = /((?:[A-Za-z]:)?[\w@.+~/\\-]*[\w-]\.(?:[cm]?[jt]sx?|py|go|rb|java|kt|kts|scala|rs|php|cs|swift|ex|exs|dart|vue|svelte|feature)):(\d+)/g;
function looksLikeSourceFile(text) {
  return text.length > 0 && !/\s/.test(text) && SOURCE_FILE.test(text);
}
function baseName(path40) {
  return path40.split(/[/\\]/).pop() ?? path40;
}
var GO_TOOLCHAIN = /(?:^|\/)(?:goroot|go(?:-[\d.]+|\/[\d.]+\/[\w-]+)?)\/src\/|(?:^|\/)go\/pkg\/mod\//;
function isThirdParty(path40) {
  return path40.includes("node_modules") || path40.startsWith("node:") || path40.includes("site-packages") || GO_TOOLCHAIN.test(path40);
}
function findLocationInText(text, knownFile) {
  let fallback = null;
  let inKnownFile = null;
  const knownBase = knownFile ? baseName(knownFile) : null;
  const plain = text.replace(/file:\/\/(?=\/|[A-Za-z]:)/g, "");
  for (const match of plain.matchAll(PATH_WITH_LINE)) {
    const path40 = match[1] ?? "";
    const line = Number(match[2]);
    if (!(line > 0) || isThirdParty(path40)) continue;
    if (knownBase && baseName(path40) === knownBase) inKnownFile = { file: path40, line };
    else if (!fallback) fallback = { file: path40, line };
  }
  return inKnownFile ?? (knownFile ? null : fallback);
}

// src/junit/failure-location.ts
function failureLocation(testCase, file, cwd) {
  if (file === null) return null;
  const shown = testCase.file === null ? null : relativeToRoot(testCase.file, cwd);
  if (shown === null || shown === file) return { file, line: testCase.line };
  const inFile = findLocationInText(testCase.details, file);
  if (inFile?.file && relativeToRoot(inFile.file, cwd) === file) return { file, line: inFile.line };
  return { file: shown, line: testCase.line };
}

// src/junit/doctest-outcome.ts
function doctestOutcome(details) {
  const lines = details.split("\n");
  const expected = lines.findIndex((line) => line.trim() === "Expected:");
  const got = lines.findIndex((line, at) => at > expected && line.trim() === "Got:");
  if (expected < 1 || got < 0) return null;
  const example = lines.slice(0, expected).reverse().map((line) => /^\s*\d*\s*>>> (.*)$/.exec(line)?.[1]).find((found) => found !== void 0);
  const block = (from, to) => lines.slice(from, to).map((line) => line.trim()).filter((line) => line !== "").join(" ");
  const after = lines.findIndex((line, at) => at > got && line.trim() === "");
  const wanted = block(expected + 1, got);
  const gotten = block(got + 1, after < 0 ? lines.length : after);
  return `${example ? `${example}: ` : ""}expected ${wanted}, got ${gotten || "nothing"}`;
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
function junitEvidence(testCase, location, redact) {
  const text = [
    testCase.details,
    testCase.stdout && `--- stdout ---
${testCase.stdout}`,
    testCase.stderr && `--- stderr ---
${testCase.stderr}`
  ].filter((part) => part !== "").join("\n\n");
  const shown = excerpt(textAsCapture(text), { redact });
  const said = (testCase.message ?? "").split("\n").map((line) => redact(line.trim())).filter((line) => line !== "");
  const doctest = testCase.status === "failed" ? doctestOutcome(redact(testCase.details)) : null;
  const summary = [
    ...doctest ? [doctest] : [],
    ...said.filter((line) => !GENERIC_MESSAGE.test(line))
  ].slice(0, SUMMARY_LINES);
  return {
    exitCode: null,
    signal: null,
    timedOut: false,
    durationMs: testCase.durationMs,
    summary,
    excerpt: shown.text,
    outputBytes: Buffer.byteLength(text, "utf8"),
    truncated: shown.truncated || testCase.truncated,
    message: doctest ?? telling(summary[0]) ?? messageFromText(redact(testCase.details)) ?? said[0] ?? null,
    location,
    reported: {
      outcome: testCase.status === "skipped" ? "skipped" : testCase.failureKind ?? "failure",
      type: testCase.failureType ? redact(testCase.failureType) : null,
      message: testCase.message ? redact(testCase.message) : null
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
function reportCounts(counts) {
  return ["passed", "failed", "skipped"].filter((status) => (counts[status] ?? 0) > 0).map((status) => `${counts[status]} ${status}`).join(", ");
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
  constructor(limits, emit) {
    this.limits = limits;
    this.emit = emit;
  }
  limits;
  emit;
  sawRoot = false;
  suites = [];
  captures = [];
  current = null;
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
    if (name === "testsuite") {
      this.suites.push({
        name: attributes.name ?? "",
        file: attributes.file ?? attributes.filepath ?? null
      });
    } else if (name === "testcase") {
      this.current = this.startCase(attributes);
      capture = null;
    } else if (this.current && capture === null) {
      capture = this.openCaseChild(name, attributes);
    }
    this.captures.push(capture);
    return null;
  }
  close(name) {
    this.captures.pop();
    if (name === "testsuite") this.suites.pop();
    if (name === "testcase" && this.current) {
      this.emit(this.finishCase(this.current));
      this.current = null;
    }
  }
  text(text) {
    const capture = this.captures.at(-1);
    if (!capture || !this.current) return;
    this.current[capture].append(text);
  }
  startCase(attributes) {
    const line = Number.parseInt(attributes.line ?? "", 10);
    return {
      ...namesAsPrinted(attributes.name ?? "", attributes.classname ?? attributes.class ?? ""),
      fileAttribute: attributes.file ?? attributes.filepath ?? null,
      lineAttribute: Number.isFinite(line) ? line : null,
      time: parseSeconds(attributes.time),
      suites: [...this.suites],
      status: "passed",
      failureKind: null,
      failureType: null,
      message: null,
      details: new BoundedText(this.limits.detailsHeadChars, this.limits.detailsTailChars),
      stdout: new BoundedText(this.limits.outputHeadChars, this.limits.outputTailChars),
      stderr: new BoundedText(this.limits.outputHeadChars, this.limits.outputTailChars)
    };
  }
  openCaseChild(name, attributes) {
    const open4 = this.current;
    if (!open4) return null;
    switch (name) {
      case "failure":
      case "error":
        open4.status = "failed";
        open4.failureKind ??= name;
        open4.failureType ??= capText(attributes.type, this.limits.messageChars);
        if (open4.details.length > 0) open4.details.append("\n\n");
        open4.message ??= capText(attributes.message, this.limits.messageChars);
        return "details";
      case "skipped":
        if (open4.status !== "failed") open4.status = "skipped";
        open4.message ??= capText(attributes.message, this.limits.messageChars);
        return "details";
      case "system-out":
        return "stdout";
      case "system-err":
        return "stderr";
      default:
        return null;
    }
  }
  finishCase(open4) {
    const details = open4.details.toString().trim();
    const file = sourceFileOf(open4);
    const suite = open4.suites.at(-1)?.name ?? "";
    const fromText = open4.status === "failed" ? findLocationInText(details, file) : null;
    const id = junitTestId(open4.name, open4.classname, suite);
    return {
      id,
      title: junitTestTitle(open4.name, id),
      name: open4.name,
      classname: open4.classname,
      suite,
      suites: open4.suites.map((each) => each.name),
      file: file ?? fromText?.file ?? null,
      declaredFile: file,
      line: fromText?.line ?? declaredLine(open4, file),
      status: open4.status,
      failureKind: open4.failureKind,
      failureType: open4.failureType,
      durationMs: Math.round(open4.time * 1e3),
      message: open4.message,
      details,
      stdout: open4.stdout.toString().trim(),
      stderr: open4.stderr.toString().trim(),
      textChars: open4.details.length + open4.stdout.length + open4.stderr.length,
      truncated: open4.details.truncated || open4.stdout.truncated || open4.stderr.truncated
    };
  }
};
function namesAsPrinted(name, classname) {
  if (name !== classname || !name.startsWith(" ")) return { name, classname };
  const trimmed = name.trim();
  return { name: trimmed, classname: trimmed };
}
function sourceFileOf(open4) {
  if (open4.fileAttribute) return open4.fileAttribute;
  if (looksLikeSourceFile(open4.classname)) return open4.classname;
  for (const suite of [...open4.suites].reverse()) {
    if (suite.file) return suite.file;
    if (looksLikeSourceFile(suite.name)) return suite.name;
  }
  return null;
}
function declaredLine(open4, file) {
  if (open4.lineAttribute === null) return null;
  const line = file?.endsWith(".py") ? open4.lineAttribute + 1 : open4.lineAttribute;
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
function streamJunitFile(path40, onCase, options = {}) {
  const stream = createReadStream(path40, { encoding: "utf8", highWaterMark: 256 * 1024 });
  return streamJunit(stream, onCase, { ...options, displayPath: options.displayPath ?? path40 });
}
function streamJunit(input, onCase, options = {}) {
  const source = options.displayPath ?? "JUnit report";
  const limits = { ...DEFAULT_JUNIT_LIMITS, ...options.limits };
  let count = 0;
  const builder = new JunitCaseBuilder(limits, (testCase) => {
    count++;
    onCase(testCase);
  });
  const parser = new import_saxes.SaxesParser({ xmlns: false, position: true });
  const decoder2 = new StringDecoder("utf8");
  let failure2 = null;
  const fail = (reason, line, column) => {
    failure2 ??= new JunitParseError(source, reason, line, column);
  };
  parser.on("error", (error2) => fail(saxesReason(error2), parser.line, parser.column + 1));
  parser.on("opentag", (tag) => {
    if (failure2) return;
    const problem = builder.open(tag);
    if (problem) fail(problem, parser.line, parser.column + 1);
  });
  parser.on("closetag", (tag) => builder.close(tag.name));
  parser.on("text", (text) => builder.text(text));
  parser.on("cdata", (text) => builder.text(text));
  return new Promise((resolve3, reject) => {
    const finish = () => {
      if (failure2) reject(failure2);
      else resolve3(count);
    };
    input.on("data", (chunk) => {
      parser.write(
        withoutControlCharacters(typeof chunk === "string" ? chunk : decoder2.write(chunk))
      );
      drainBufferedText(parser, (text) => builder.text(text));
      if (failure2) {
        input.destroy();
        finish();
      }
    });
    input.on("error", (error2) => {
      fail(describeReadError(error2), null, null);
      finish();
    });
    input.on("end", () => {
      if (!failure2) parser.write(withoutControlCharacters(decoder2.end()));
      if (!failure2 && !builder.sawRoot) {
        fail("the file is empty or holds no XML element", null, null);
      }
      if (!failure2) parser.close();
      finish();
    });
  });
}
var CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;
function withoutControlCharacters(text) {
  return text.replace(CONTROL, "\uFFFD");
}
function saxesReason(error2) {
  return error2.message.replace(/^\d+:\d+: /, "").replace(/\.$/, "");
}
function describeReadError(error2) {
  const code = error2?.code;
  if (code === "ENOENT") return "the file does not exist";
  if (code === "EISDIR") return "it is a directory, not a file";
  if (code === "EACCES") return "the file is not readable (permission denied)";
  return messageOf(error2);
}

// src/junit/report-watch.ts
import { stat as stat3 } from "node:fs/promises";
import path11 from "node:path";
var LOOK_EVERY_MS = 1e3;
function watchReports(find, root, onWritten, everyMs = LOOK_EVERY_MS) {
  let last = null;
  let seen = "";
  let looking = null;
  let stopped = false;
  const look = async () => {
    const files = await find();
    const stats = await Promise.all(
      files.map((file) => stat3(path11.join(root, file)).catch(() => null))
    );
    const key2 = stats.map((info) => `${info?.mtimeMs}:${info?.size}`).join(",");
    if (files.length === 0 || key2 === seen) return;
    seen = key2;
    const counts = {};
    let cases = 0;
    for (const file of files) {
      try {
        cases += await streamJunitFile(path11.join(root, file), (testCase) => {
          counts[testCase.status] = (counts[testCase.status] ?? 0) + 1;
        });
      } catch {
        return;
      }
    }
    if (cases === 0 || stopped) return;
    const writtenAt = Math.max(...stats.map((info) => info?.mtimeMs ?? 0));
    last = { writtenAt, files: files.length, counts };
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
import path12 from "node:path";
var XML_PATH = /[^\s'"=,]+\.xml\b/g;
async function reportWrittenElsewhere(command, cwd, since) {
  for (const candidate of new Set(command.match(XML_PATH) ?? [])) {
    const written = await stat4(path12.resolve(cwd, candidate)).catch(() => null);
    if (written?.isFile() && written.mtimeMs >= since - 1e3) return candidate;
  }
  return null;
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
  const problemOf = (text) => ({
    problem: text,
    problemEvidence: buildEvidence(outcome, { redact: options.redact })
  });
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
          await reportWrittenElsewhere(command, options.cwd, runStarted)
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
        { displayPath: report2 }
      );
      tests.push(...fromReport);
      refs.push(...refsOfReport);
      reportOfTest.push(...fromReport.map(() => report2));
    } catch (error2) {
      parseErrors.push(
        error2 instanceof JunitParseError ? error2.message : `${report2}: ${messageOf(error2)}`
      );
    }
  }
  const hidden = await reading?.finish(tests, refs, options.cwd) ?? [];
  tests.forEach((test, at) => {
    const report2 = reportOfTest[at];
    if (refs[at]?.file === null && report2 !== void 0) test.file = report2;
  });
  giveUniqueIds(tests);
  const written = { report: watch.written(), runner: runner?.name ?? null, endedAt: runEnded };
  const found = [commandProblem(outcome, tests, parseErrors, reports, written), ...hidden];
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
    reason: testCase.status === "skipped" ? redact(testCase.message ?? "skipped by the test framework") : null,
    evidence: testCase.status === "failed" ? junitEvidence(testCase, location, redact) : null
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
function noReportProblem(outcome, patterns, runner, elsewhere) {
  const where = patterns.join(", ");
  if (outcome.spawnError) return `could not run the command: ${outcome.spawnError}`;
  const ending = endingOf(outcome);
  if (elsewhere !== null)
    return `command ${ending} and wrote its report at ${elsewhere}, not at ${where}: make the tier's junit: name the file its command writes`;
  const line = outcome.exitCode === 0 ? null : decisiveMessage(outcome, [], outputText(outcome));
  if (outcome.exitCode === 0 && !outcome.timedOut) {
    const report2 = patterns[0] ?? "";
    const hint = runner?.report?.noReportHint?.(report2) ?? `check the reporter options (vitest: --reporter=junit --outputFile=${report2})`;
    return `command exited with code 0 but wrote no report at ${where}: ${hint}`;
  }
  return `command ${ending} and wrote no report at ${where}${line ? `: ${line}` : ""}`;
}
function commandProblem(outcome, tests, parseErrors, reports, written) {
  const problems = [...parseErrors];
  if (outcome.timedOut && written.report && parseErrors.length === 0) {
    problems.push(timedOutAfterReport(outcome, written.report, written));
  } else if (outcome.timedOut || outcome.aborted) {
    problems.push(`command ${endingOf(outcome)}; the report may be incomplete`);
  } else if (outcome.exitCode !== 0 && parseErrors.length === 0 && !tests.some((test) => test.status === "failed")) {
    const line = decisiveMessage(outcome, [], outputText(outcome));
    problems.push(
      `command ${endingOf(outcome)} but its report shows no failed test${line ? `: ${line}` : ""}`
    );
  } else if (tests.length === 0 && parseErrors.length === 0) {
    problems.push(`${reports.join(", ")} holds no testcases`);
  }
  return problems.length > 0 ? problems.join("; ") : null;
}
function timedOutAfterReport(outcome, report2, { runner, endedAt }) {
  const after = formatDuration(Math.max(0, endedAt - report2.writtenAt));
  const counts = reportCounts(report2.counts);
  return `command ${endingOf(outcome)}, ${after} after it wrote its report (${counts}): the tests in it had finished, and ${openHandlesHint(runner)}`;
}
function endingOf(outcome) {
  if (outcome.timedOut)
    return `timed out after ${formatDuration(outcome.timeoutMs ?? 0, "compact")}`;
  return describeEnding(outcome);
}
function outputText(outcome) {
  return Buffer.concat([outcome.output.head, outcome.output.tail]).toString("utf8");
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
var only = (...options) => (option) => options.includes(option);
async function listTests(command, runner, options) {
  const lister = runner?.listing;
  if (!runner || !lister) return null;
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
    const option = value.startsWith("-") ? value.split("=")[0] ?? value : null;
    const takesNext = option !== null && !value.includes("=") && (runner.valueOptions.has(option) || runner.replacedOptions.has(option));
    if (option === null) {
      if (!files) scope.push(written[i] ?? "");
    } else if (lister.keeps(option)) {
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
import { mkdtemp as mkdtemp3, readFile as readFile6 } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import path16 from "node:path";

// src/triage/spectrum/go-first-run.ts
import { chmod, mkdtemp as mkdtemp2, readFile as readFile5, rm as rm2, writeFile } from "node:fs/promises";
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
  const own2 = [...goflags.matchAll(/(?:^|\s)--?toolexec=(\S+)/g)].pop()?.[1];
  if (own2 && /['\\]/.test(own2)) return null;
  shareFolder(folder, context.runAs);
  const keep = path15.join(folder, "keep");
  await writeFile(keep, KEEP(folder, own2 ? `'${own2}' ` : ""));
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
  const index = await readFile5(path15.join(folder, "index"), "utf8").catch(() => "");
  const binaries = /* @__PURE__ */ new Map();
  for (const line of index.split("\n")) {
    const [pkg, binary] = line.split("	");
    if (!pkg || !binary || path15.dirname(binary) !== folder || !KEPT_NAME.test(path15.basename(binary)))
      continue;
    const dir = goPackageDir(pkg, module);
    const where = dir !== null && failing.has(dir) ? path15.join(path15.resolve(cwd), dir) : null;
    if (where === null || binaries.has(where)) await rm2(binary, { force: true });
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
        await run("sh", ["-c", EACH_TEST, "sh", root, ...words2], options.cwd);
        const functions = /* @__PURE__ */ new Map();
        for (const [index, each] of planned.entries()) {
          const text = await readFile6(path16.join(root, `${index}.out`), "utf8").catch(() => null);
          if (text === null) continue;
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
var EACH_TEST = `out=$1; shift; n=0
while [ $# -ge 3 ]; do
  (cd "$2" && exec "$1" "$3" "-test.coverprofile=$out/$n.part") >/dev/null 2>&1
  [ -f "$out/$n.part" ] && mv "$out/$n.part" "$out/$n.out"
  n=$((n + 1)); shift 3
done`;
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
      declared = readFile6(path16.join(root, relative2), "utf8").then(
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
  const dir = importFile.slice(0, importFile.lastIndexOf("/"));
  return dir.slice(dir.lastIndexOf("/") + 1);
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
  const path40 = normalisePath(file);
  return TEST_FILE.test(path40) || TEST_FOLDER.test(path40);
}
function normalisePath(file, root) {
  let path40 = file.replace(/^file:\/\//, "").replace(/\\/g, "/");
  const base2 = root?.replace(/\\/g, "/").replace(/\/+$/, "");
  if (base2 && path40.startsWith(`${base2}/`)) path40 = path40.slice(base2.length + 1);
  return path40.replace(/^\.\//, "");
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
  return test.name.split(/\s+(?:>|›)\s+/).map((part) => part.trim()).join(" ");
}
function escapeRegExp2(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
function anchoredAlternatives(names) {
  const unique = [...new Set(names)].map(escapeRegExp2);
  return `^(?:${unique.join("|")})$`;
}
function filesOf(tests) {
  const files = tests.map((test) => test.file);
  if (files.some((file) => file === null)) return null;
  return [...new Set(files)];
}
function testFilesOf(tests) {
  const files = filesOf(tests);
  return files?.every(isTestPath) ? files : [];
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
    const own3 = words2.slice(gotestsum, separator);
    if (separator === -1 || own3.some((word) => /^--(?:raw-command|rerun-fails|watch)/.test(word)))
      return null;
    return { start: separator + 1, keep: separator, gotestsum: true, json: true };
  }
  const go2 = afterProgram(words2, "go", "test");
  if (go2 === null) return null;
  const own2 = words2.slice(go2);
  const json = own2.includes("-json");
  if (!json && !own2.some((word) => /^--?v(?:=true)?$/.test(word))) return null;
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
    async finish(tests, refs, cwd) {
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
      await describeGoFailures(tests, refs, cwd);
      return cut === null ? [] : goPanicProblems(panics, goTestsOf(refs), cwd, cut);
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
import path26 from "node:path";

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
  lastFailed = false;
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
function setupBody(imports, nameOfTest, isRetry, hasFailed, describeTime = "", retriesAtOnce = "() => false") {
  return `${imports}
const out = process.env.FIX_LOOP_COVERAGE_OUT;
const fromFailure = process.env.FIX_LOOP_COVERAGE_FROM === "failure";
const limit = Number(process.env.FIX_LOOP_COVERAGE_LIMIT || Infinity);
const root = process.cwd();
const nameOf = ${nameOfTest};
const isRetry = ${isRetry};
const hasFailed = ${hasFailed};
const retriesAtOnce = ${retriesAtOnce};
// What this process shares between its test files: the session, and what recording has cost.
const shared = inspector[Symbol.for("fix-loop.coverage")] || (inspector[Symbol.for("fix-loop.coverage")] = { session: null, spent: 0 });
let on = !fromFailure;
let taking = false;
// Passing tests seen since recording began: the contrast is the first \`limit\` of them, then
// one in two, one in four, and so on, so a long file gives tests from all over it.
let passingSeen = 0;
const contrastWanted = (index) => index < limit || index % Math.pow(2, Math.floor(Math.log2(index / limit)) + 1) === 0;
// The last take reset the counts, and no test ran since.
let clean = false;
// Whether the last first attempt failed: failures come in runs, and the take that ends one
// failure's record is the reset the next one's needs, so the test after a failure is taken too.
let lastFailed = false;
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
  appendFileSync(out, JSON.stringify({ file, name, scripts: projectScripts(result) }) + "\\n");
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
    : on && (contrastWanted(passingSeen) || lastFailed) && affordable;
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
  if (!again) lastFailed = failed;
  if (failed) on = true;
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
}`
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
  jestDescribeTime("() => hooks.expect.getState().testPath")
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
function jestLeaveOwnCoverage(globalConfig2) {
  return `if (${globalConfig2}?.collectCoverage && ${globalConfig2}.coverageProvider === "v8")
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
  "(context) => Boolean(context.currentTest) && context.currentTest.state === undefined && context.currentTest.currentRetry() < context.currentTest.retries()"
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
import { readdir as readdir4, readFile as readFile7 } from "node:fs/promises";
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
  const files = await readdir4(coverageDir).catch(() => []);
  for (const file of files.filter((name) => name.endsWith(".json"))) {
    const text = await readFile7(path20.join(coverageDir, file), "utf8").catch(() => "");
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
  const own2 = fn.ranges[0];
  if (!own2 || !LOCAL_NAME.test(fn.functionName)) return fn.functionName;
  let best = null;
  for (const other of functions) {
    const range = other.ranges[0];
    if (!range || other === fn || NOT_ENCLOSING.has(other.functionName) || isSynthetic(other))
      continue;
    const holds = range.startOffset <= own2.startOffset && own2.endOffset <= range.endOffset;
    const size = range.endOffset - range.startOffset;
    if (holds && size > own2.endOffset - own2.startOffset && (!best || size < best.size)) {
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
import { mkdtemp as mkdtemp5, readFile as readFile8 } from "node:fs/promises";
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
async function readRecords(file) {
  const text = await readFile8(file, "utf8").catch(() => "");
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
  return {
    env: {
      FIX_LOOP_COVERAGE_OUT: out,
      FIX_LOOP_COVERAGE_FROM: options.from,
      ...options.limit === void 0 ? {} : { FIX_LOOP_COVERAGE_LIMIT: String(options.limit) }
    },
    read: async (tests, recordNames) => attribute(tests, await readRecords(out), options.cwd, recordNames),
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
// Globals, or, where the project injects none (injectGlobals: false), jest's own module for them.
const globals = typeof afterEach === "function"
  ? { jest: typeof jest !== "undefined" ? jest : jestGlobals().jest, afterEach, expect }
  : jestGlobals();
${JEST_SETUP_HELPERS}
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
      const option = value.startsWith("-") ? value.split("=")[0] ?? value : null;
      const takesNext = option !== null && !value.includes("=") && commandLine.valueOptions.has(option);
      if (option !== null && dropped.has(option)) {
        if (takesNext) i++;
        else if (!value.includes("=") && commandLine.listOptions.has(option))
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
function words(...parts) {
  return parts.flat().filter((part) => part !== "").join(" ");
}

// src/runners/shard-parts.ts
import path25 from "node:path";

// src/runners/json-array-output.ts
function jsonArrayIn(stdout) {
  const whole = parsedArray(stdout.slice(stdout.indexOf("[")));
  if (whole) return whole;
  const lines = stdout.split("\n");
  const open4 = lines.findIndex((line) => line.startsWith("["));
  const close = lines.findLastIndex((line) => line.startsWith("]"));
  return open4 >= 0 && close > open4 ? parsedArray(lines.slice(open4, close + 1).join("\n")) : null;
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
  return path25.posix.normalize(test.file.split(path25.sep).join("/")).replace(/^\.\//, "");
}
var listedFiles = (listed) => [...new Set(listed.runnerIds)];
function readFileList(stdout, cwd) {
  const entries = jsonArrayIn(stdout);
  if (!entries) return null;
  const files = [];
  for (const entry of entries) {
    const file = typeof entry === "string" ? entry : entry?.file;
    if (typeof file !== "string") return null;
    files.push(path25.relative(cwd, path25.resolve(cwd, file)).split(path25.sep).join("/"));
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
var jest = {
  name: "jest",
  wroteReport: (head) => /<testsuites\s[^>]*name="jest tests"/.test(head),
  commandLine: {
    start: (words2) => afterProgram(words2, "jest"),
    valueOptions: set(
      "-c",
      "--config",
      "--reporters",
      "--selectProjects",
      "--maxWorkers",
      "-w",
      "--rootDir",
      "--outputFile",
      "--shard"
    ),
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
        quoteShell(`JEST_JUNIT_OUTPUT_DIR=${path26.dirname(report2)}`),
        quoteShell(`JEST_JUNIT_OUTPUT_NAME=${path26.basename(report2)}`)
      ]),
      ...scope,
      "-t",
      quoteShell("(?!)"),
      "--coverage=false"
    ],
    takesFiles: true,
    keeps: (option) => !NOT_KEPT_IN_LISTING.has(option),
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
      start: (words2) => afterProgram(words2, "jest"),
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
    args: (folder) => [`--reporters=${path26.join(folder, "fix-loop-retries.cjs")}`],
    // Our reporter writes jest's full name; jest-junit's title template may say less or more.
    recordNames: fullNameCandidates
  },
  coverage: inRunCoverage(JEST_HOOKS, "--runInBand"),
  init: {
    language: "node",
    inScript: (script) => script.split(/\s+/).some((word) => path26.basename(word) === "jest"),
    dependency: "jest",
    // Options that take a list (--reporters) never come last: fix-loop re-runs chosen tests by
    // appending their files and a name filter, and `--reporters=jest-junit a.test.js` would read
    // the file as one more reporter. The script's own arguments follow `--ci`.
    tier({ has, script, report: report2 }) {
      const own2 = scriptArguments(script, jest.commandLine, DROPPED);
      return {
        command: words(
          own2.env,
          `JEST_JUNIT_OUTPUT_FILE=${report2} npx jest --reporters=default --reporters=jest-junit --ci`,
          own2.args
        ),
        missing: has("jest-junit") ? [] : ["jest-junit"]
      };
    },
    testPaths: JS_TEST_PATHS
  },
  shard: {
    withOption: shardOptionAfter(/\bjest\b/),
    units: {
      lister: fileLister(
        (program, scope) => [...program, ...scope, "--listTests", "--json"],
        (option) => option !== "--shard" && !NOT_KEPT_IN_LISTING.has(option)
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
      configs: [
        "package.json",
        "jest.config.js",
        "jest.config.cjs",
        "jest.config.mjs",
        "jest.config.ts",
        "jest.config.json"
      ]
    }
  },
  plan: {
    testFiles: JS_TEST_FILES,
    comment: "//",
    fileExample: "bt-001-health.test.js",
    testExample: 'test("BT-001 health answers ok", async () => { ... })'
  }
};
var DROPPED = set("--reporters", "--ci", "--watch", "--watchAll", "--bail", "-b", "--coverage");

// src/runners/mocha.ts
import path28 from "node:path";

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
import path27 from "node:path";
var MOCHA_RETRIES = `const { writeFileSync } = require("fs");
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
      if (event === "retry" && test && typeof test.fullTitle === "function") {
        const key = keyOf(test);
        failedAttempts.set(key, (failedAttempts.get(key) || []).concat([errorOf(error)]));
      } else if (event === "test end" && test && typeof test.fullTitle === "function") {
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
    `--require=${path27.join(folder, "fix-loop-mocha-retries.cjs")}`,
    `--require=${path27.join(folder, "fix-loop-mocha-coverage.cjs")}`
  ]
};

// src/runners/mocha.ts
var start = (words2) => afterProgram(words2, "mocha") ?? afterProgram(words2, "_mocha");
var mocha = {
  name: "mocha",
  wroteReport: (head) => /<testsuites\s[^>]*name="Mocha Tests"/.test(head),
  commandLine: {
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
    command: (program, scope, report2) => [
      ...program,
      ...scope,
      "--dry-run",
      "--reporter=mocha-junit-reporter",
      `--reporter-option=mochaFile=${report2}`,
      INCLUDE_PENDING
    ],
    takesFiles: true,
    keeps: (option) => !NOT_KEPT_IN_LISTING2.has(option),
    read: { env: (env) => env, selectable: () => true, dryRun: true },
    okCodes: [0]
  },
  report: {
    // Pending tests reach the report only when asked, on the command line beside the file (a
    // --reporter-option given there replaces a .mocharc's).
    command(command) {
      const call = runnerCall(command, mocha.commandLine);
      const options = call?.options ?? [];
      if (!call || !options.some((option) => REPORTER_OPTIONS.has(option))) return command;
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
    inScript: (script) => script.split(/\s+/).some((word) => ["mocha", "_mocha"].includes(path28.basename(word))),
    dependency: "mocha",
    // The script's setup files (--require), flags (--check-leaks), test folders and environment
    // (NODE_ENV=test) stay: without them a project runs fewer tests, or runs them differently.
    tier({ has, script, report: report2 }) {
      const own2 = scriptArguments(script, mocha.commandLine, DROPPED2);
      const reporter = `--reporter=mocha-junit-reporter --reporter-option=mochaFile=${report2}`;
      return {
        command: words(own2.env, "npx mocha", own2.args, reporter),
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

// src/runners/node-test-coverage.ts
import path29 from "node:path";

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
// The open tests, outermost first; the file's own entry at the bottom.
const stack = [{ name: null, functions: new Map() }];
const take = () => {
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
};
const write = (name, functions) => {
  const scripts = new Map();
  for (const { url, fn } of functions.values()) {
    if (!scripts.has(url)) scripts.set(url, { url: url, functions: [] });
    scripts.get(url).functions.push(fn);
  }
  appendFileSync(out, JSON.stringify({ file: main, name: name, scripts: [...scripts.values()] }) + "\\n");
};
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
  nameOf: "(test) => test.name",
  fileRecord: false
});

// src/runners/node-test-coverage.ts
var FILE = "fix-loop-node-test-coverage.cjs";
var NODE_TEST_COVERAGE = {
  runner: (options) => nodeCoverageRunner(options),
  onRetry: async (context) => {
    const tap2 = await runnerCoverageTap({ ...context, from: "start" });
    const hooks = path29.join(hookFolder({ [FILE]: NODE_TEST_COVERAGE_HOOKS }), FILE);
    const loads = hookVariables(context.env, { NODE_OPTIONS: `--require=${hooks}` });
    return { ...tap2, env: { ...tap2.env, ...loads } };
  },
  timeLimit: "tiers",
  oneRun: false
};

// src/runners/node-test-files.ts
import { constants } from "node:fs";
import { mkdtemp as mkdtemp7, open as open3 } from "node:fs/promises";
import path30 from "node:path";

// src/runners/node-test-places.ts
var MOST_FILES = 32;
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
  const settle2 = (upTo) => {
    const files = upTo - flowing < MOST_FILES ? order.slice(flowing, upTo + 1) : [];
    for (const test of waiting.splice(0)) test.ranIn = files;
  };
  for (const event of events) {
    if (event.kind === "ran") continue;
    if (event.kind === "done") {
      if (position.get(event.file) !== flowing) continue;
      settle2(flowing);
      flowing += 1;
      continue;
    }
    const at = position.get(event.file);
    const itself = at !== void 0 && event.name === event.file;
    const own2 = itself || at !== void 0 && at >= flowing && !empty2.has(event.file);
    if (own2 && at >= flowing) {
      settle2(at);
      flowing = at;
    }
    const parent = event.suite || event.nesting !== null && lastDepth === event.nesting + 1;
    lastDepth = event.nesting;
    if (parent) continue;
    const test = { name: event.name, ranIn: [event.file] };
    placed.push(test);
    if (order.length > 0 && !own2) waiting.push(test);
  }
  settle2(order.length - 1);
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
  const own2 = words2.slice(start2, end === -1 ? words2.length : end);
  const count = (option) => own2.filter((word) => word === option || word.startsWith(`${option}=`)).length;
  const reporters = count("--test-reporter");
  if (reporters === 0 || reporters !== count("--test-reporter-destination")) return null;
  const folder = await mkdtemp7(path30.join(scratch, "node-test-files-"));
  shareFolder(folder, runAs);
  const out = path30.join(folder, "files.jsonl");
  const reporter = path30.join(hookFolder({ [FILE2]: REPORTER }), FILE2);
  const added = [`--test-reporter=${reporter}`, `--test-reporter-destination=${out}`];
  return {
    command: joinShell([
      ...parts.slice(0, start2),
      ...added.map((word) => ({ word: quoteShell(word) })),
      ...parts.slice(start2)
    ]),
    async fill(refs, cwd) {
      const text = await readRecord(out);
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
  for (const test of placeTests(events)) {
    if (test.ranIn.length === 0) unplaced.add(test.name);
    const files = test.ranIn.flatMap((file) => projectFile(file, cwd) ?? []);
    placed.set(test.name, [...placed.get(test.name) ?? [], files]);
  }
  const named = /* @__PURE__ */ new Map();
  for (const ref of refs) named.set(ref.name, [...named.get(ref.name) ?? [], ref]);
  for (const [name, same] of named) {
    const each = placed.get(name) ?? [];
    const all = [...new Set(each.flat())].sort();
    if (all.length === 0 || unplaced.has(name)) continue;
    for (const [at, ref] of same.entries()) {
      if (ref.file !== null) continue;
      ref.files = all;
      const own2 = each.length === same.length ? each[at] : all;
      if (own2.length === 1) ref.file = own2[0];
    }
  }
}
var MOST_BYTES = 64 * 1024 * 1024;
async function readRecord(file) {
  const flags = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
  const handle = await open3(file, flags).catch(() => null);
  if (!handle) return "";
  try {
    const stat6 = await handle.stat();
    if (!stat6.isFile() || stat6.nlink !== 1) return "";
    const { size } = stat6;
    const buffer = Buffer.alloc(Math.min(size, MOST_BYTES));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await handle.close();
  }
}
function projectFile(file, cwd) {
  const relative2 = path30.relative(cwd, file).split(path30.sep).join("/");
  const outside = relative2.startsWith("../") || path30.isAbsolute(relative2);
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
    name,
    nesting: Number.isInteger(value.nesting) ? value.nesting : null,
    suite: value.suite === true,
    ...typeof value.stderr === "string" && value.stderr ? { stderr: value.stderr.slice(-PRINTED_CHARS) } : {}
  };
}

// src/runners/node-test-ids.ts
import path31 from "node:path";
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
  const own2 = ref(parts[parts.length - 1] ?? id, parts[parts.length - 2]);
  const fileEntry = parts.length === 1 && id.includes("/") ? [ref(path31.join(cwd, id))] : [];
  return [own2, ...tails, ...fileEntry];
}

// src/runners/node-test-suites.ts
import { readdir as readdir5, readFile as readFile9 } from "node:fs/promises";
import path33 from "node:path";

// src/runners/node-test-file-entries.ts
import path32 from "node:path";
function nameFileEntriesFromRoot(tests, refs, cwd) {
  tests.forEach((test, at) => {
    const ref = refs[at];
    if (!ref || !path32.isAbsolute(ref.name)) return;
    const relative2 = path32.relative(cwd, ref.name);
    if (relative2 === "" || relative2.startsWith("..") || path32.isAbsolute(relative2)) return;
    const name = relative2.split(path32.sep).join("/");
    test.id = nodeTestId(name, ref);
    test.title = name;
    ref.formerId = formerNodeTestId(name, ref);
  });
}

// src/runners/node-test-suites.ts
var MOST_FILES2 = 5e3;
var SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
function readsNodeSuites() {
  return {
    see() {
    },
    async finish(tests, refs, cwd) {
      keepFormerNodeTestIds(refs);
      tests.forEach((test, at) => {
        const ref = refs[at];
        if (ref) test.id = nodeTestId(ref.name, ref);
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
    const entries = await readdir5(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const full = path33.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(full);
      else if (entry.isFile() && SOURCE.test(entry.name)) files.push(full);
    }
    if (files.length > MOST_FILES2) return null;
  }
  for (const file of files) {
    const text = await readFile9(file, "utf8").catch(() => "");
    if (/["']node:test["']/.test(text) && /\btest\s*\(/.test(text)) return true;
  }
  return false;
}

// src/runners/node.ts
function nodeTestStart(words2) {
  const index = afterProgram(words2, "node");
  return index !== null && words2.slice(index).some((word) => word === "--test") ? index : null;
}
var node2 = {
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
      "--test-timeout"
    ),
    listOptions: set(),
    replacedOptions: set("--test-name-pattern"),
    // node:test's report names no files: the command's stay unless the first run's record
    // (node-test-files.ts) gave every selected test its file.
    replacesPaths: "when-selecting",
    selectionFirst: true,
    runnerId: () => null,
    select(tests) {
      const scopes = tests.flatMap((test) => test.suite ? [test.suite, test.name] : [test.name]);
      const names = [...new Set(scopes.map(escapeRegExp2))];
      const files = tests.map((test) => test.files ?? (test.file ? [test.file] : null));
      const known = files.every((each) => each !== null && each.length > 0);
      const paths = known ? [...new Set(files.flat())].sort() : [];
      return { options: [`--test-name-pattern=(?:^| )(?:${names.join("|")})$`], paths };
    }
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
      return { options, paths: filesOf(tests) ?? [] };
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
import { mkdtemp as mkdtemp8, readFile as readFile10, writeFile as writeFile2 } from "node:fs/promises";
import { tmpdir as tmpdir7 } from "node:os";
import path34 from "node:path";

// src/triage/spectrum/pytest-recorder.ts
var PYTEST_RECORDER = `
import os, sys

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
    return (_monitoring() if hasattr(sys, "monitoring") else None) or _profiler()

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
    _merged_json(_out, _calls, lambda theirs, ours: {**theirs, **ours})
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
    await writeFile2(path34.join(dir, "fixloop_coverage.py"), PLUGIN);
    return hookVariables(options.env, { PYTHONPATH: dir, PYTEST_ADDOPTS: "-p fixloop_coverage" });
  });
}
async function pytestCallsTap(options, loads, extra = {}) {
  const dir = await mkdtemp8(path34.join(tmpdir7(), "fix-loop-pycov-"));
  shareFolder(dir, options.runAs);
  const out = path34.join(dir, "calls.json");
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
      const calls = JSON.parse(await readFile10(out, "utf8").catch(() => "{}"));
      const found = /* @__PURE__ */ new Map();
      for (const [nodeId, functions] of Object.entries(calls)) {
        const id = ids.get(nodeId);
        if (id) found.set(id, new Set(functions));
      }
      return found;
    },
    close: () => removeSharedFolder(dir)
  };
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

def pytest_report_teststatus(report):
    if report.outcome == "rerun":
        return "rerun", "R", ("RERUN", {"yellow": True})
    return None

def pytest_sessionfinish(session, exitstatus):
    if not _State.active:
        return
    _merged_json(_attempts_out, {"tests": _State.retried}, lambda theirs, ours: {"tests": theirs.get("tests", []) + ours["tests"]})
    if _calls_out:
        _merged_json(_calls_out, _State.calls, lambda theirs, ours: {**theirs, **ours})
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
      return id ? [id.slice(id.indexOf("::") + 2)] : [ref.name];
    },
    // A doctest of a text file: its report names the file only as its classname, dotted.
    fileOf(ref) {
      if (ref.classname === ref.name) return ref.name;
      if (!ref.classname.endsWith(`.${ref.name}`)) return null;
      return `${ref.classname.slice(0, -ref.name.length - 1).replaceAll(".", "/")}/${ref.name}`;
    }
  };
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
    testPaths: ["tests/**", "**/test_*.py", "**/*_test.py", "**/conftest.py"]
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
  if (!test.file?.endsWith(".py")) return null;
  const module = test.file.slice(0, -3).replaceAll("/", ".");
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
import path36 from "node:path";

// src/runners/tap-coverage.ts
import path35 from "node:path";
var TAP_LOADS = {
  files: { "fix-loop-tap-coverage.cjs": TAP_COVERAGE_HOOKS },
  words: (folder) => [`--node-arg=--require=${path35.join(folder, "fix-loop-tap-coverage.cjs")}`]
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
    const members2 = indexes.map((index) => tests[index]);
    const { file, subtests } = splitClassname(classname);
    const failed = members2.find((test2) => test2.status === "failed");
    const status = failed ? "failed" : members2.some((test2) => test2.status === "passed") ? "passed" : "skipped";
    const first = members2[0];
    const id = file === null ? classname : subtests === "" ? file : `${file} > ${subtests}`;
    const test = {
      ...first,
      id,
      title: subtests || classname,
      status,
      file: file ?? first.file,
      durationMs: members2.reduce((sum, each) => sum + each.durationMs, 0),
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
  const files = filesOf(tests);
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

// src/runners/tap.ts
var LEVEL = " > ";
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
      const files = filesOf(tests);
      if (!files) return null;
      const levels = tests.map(subtestPath);
      const depth = Math.min(...levels.map((names) => names.length));
      const options = [];
      for (let level = 0; level < depth; level++)
        options.push(`--grep=${anchoredAlternatives(levels.map((names) => names[level] ?? ""))}`);
      return { options, paths: files };
    }
  },
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
    inScript: (script) => script.split(/\s+/).some((word) => path36.basename(word) === "tap"),
    dependency: "tap",
    // tap fails a run whose coverage is short of 100 % though every test passed: the tier
    // measures tests, so coverage is off. tap does not create the report's folder. Before 18,
    // tap has no junit reporter: its xunit one writes the flat report to stdout.
    tier({ script, report: report2, reportDir, declared }) {
      const own2 = scriptArguments(script, tap.commandLine, DROPPED3);
      const reporter = before18(declared("tap")) ? `--no-coverage -R xunit > ${report2}` : `--reporter=junit --reporter-file=${report2} --disable-coverage`;
      return {
        command: words(`mkdir -p ${reportDir} &&`, own2.env, "npx tap", own2.args, reporter),
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
  return {
    see() {
    },
    async finish(tests, refs) {
      if (isFlatReport(refs)) {
        foldFlatReport(tests, refs);
        return [];
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
        return { ...ref, file: fileOf(ref) ?? ref.file };
      });
      tests.splice(0, tests.length, ...keptTests);
      refs.splice(0, refs.length, ...keptRefs);
      return [];
    }
  };
}
function fileOf(ref) {
  const file = ref.classname.split(LEVEL)[0] ?? "";
  return /\.[cm]?[jt]sx?$/.test(file) ? file : null;
}

// src/runners/vitest.ts
import path37 from "node:path";

// src/runners/vitest-retry-reporter.ts
var VITEST_REPORTER = `import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
const out = process.env.FIX_LOOP_RUNNER_ATTEMPTS;
const coverage = path.join(path.dirname(fileURLToPath(import.meta.url)), "fix-loop-coverage-setup.mjs");
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
    if (!process.env.FIX_LOOP_COVERAGE_OUT) return;
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

// src/runners/vitest.ts
var vitest = {
  name: "vitest",
  wroteReport: (head) => /<testsuites\s[^>]*name="vitest tests"/.test(head),
  commandLine: {
    start: (words2) => afterProgram(words2, "vitest", "run") ?? afterProgram(words2, "vitest"),
    valueOptions: set(
      "-c",
      "--config",
      "-r",
      "--root",
      "--dir",
      "--reporter",
      "--outputFile",
      "--project",
      "--pool",
      "--environment",
      "--shard"
    ),
    listOptions: set(),
    // A leg's --shard is no re-run's: a chosen test would land in one leg of its own split.
    replacedOptions: set("-t", "--testNamePattern", "--shard"),
    coverageSwitches: set("--coverage", "--coverage.enabled"),
    replacesPaths: true,
    pathsFirst: true,
    runnerId: () => null,
    select(tests) {
      const files = filesOf(tests);
      if (!files) return null;
      return { options: ["-t", anchoredAlternatives(tests.map(fullName))], paths: files };
    }
  },
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
      "fix-loop-coverage-setup.mjs": VITEST_COVERAGE_SETUP
    },
    args: (folder, retries) => [
      `--retry=${retries}`,
      `--reporter=${path37.join(folder, "fix-loop-retries.mjs")}`
    ]
  },
  coverage: inRunCoverage(VITEST_HOOKS, "--pool=threads"),
  init: {
    language: "node",
    inScript: (script) => script.split(/\s+/).some((word) => path37.basename(word) === "vitest"),
    dependency: "vitest",
    tier({ script, report: report2 }) {
      const own2 = scriptArguments(script, vitest.commandLine, DROPPED4);
      const args = own2.args.filter((word, i) => i > 0 || !/^(?:run|watch|dev)$/.test(word));
      const command = words(own2.env, "npx vitest run", args);
      return { command: `${command} --reporter=junit --outputFile=${report2}`, missing: [] };
    },
    testPaths: JS_TEST_PATHS
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
    const file = path37.relative(cwd, entry.file).split(path37.sep).join("/");
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
  node: node2
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

// src/init/read-files.ts
import { readFile as readFile11 } from "node:fs/promises";
import path38 from "node:path";
async function readText(root, name) {
  return readFile11(path38.join(root, name), "utf8").catch(() => null);
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
var import_yaml2 = __toESM(require_dist(), 1);
import { readdir as readdir6 } from "node:fs/promises";
import path39 from "node:path";
var RUNS_TESTS = /\b(?:npm|yarn|pnpm|bun)\s+(?:run\s+)?(?:test|t)\b|\b(?:pytest|py\.test|jest|vitest|mocha|go\s+test|tox)\b/;
var isMapping = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
async function ciTestEnv(root) {
  for await (const { workflow, job } of ciJobs(root)) {
    const step = job.steps.find(
      (candidate) => isMapping(candidate) && typeof candidate.run === "string" && RUNS_TESTS.test(candidate.run)
    );
    if (step) return { ...plainEnv(workflow.env), ...plainEnv(job.env), ...plainEnv(step.env) };
  }
  return {};
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
  const folder = path39.join(root, ".github", "workflows");
  const files = (await readdir6(folder).catch(() => [])).filter((name) => /\.ya?ml$/.test(name) && !name.startsWith("fix-loop")).sort();
  for (const name of files) {
    let workflow;
    try {
      workflow = (0, import_yaml2.parse)(await readText(folder, name) ?? "");
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
  const ignored = await hardenedGit(root, ["check-ignore", "--quiet", "--", name]).then(
    () => true,
    () => false
  );
  return !ignored;
}

export {
  require_dist,
  existsIn,
  configAbove,
  clone,
  normalizeParams,
  own,
  installLazyProp,
  $constructor,
  parse,
  parseAsync,
  safeParse,
  safeParseAsync,
  $ZodType,
  $ZodString,
  $ZodUnknown,
  $ZodObject,
  $ZodRecord,
  $ZodEnum,
  $ZodOptional,
  $ZodNullable,
  _string,
  _unknown,
  toJSONSchema,
  string2 as string,
  number2 as number,
  boolean2 as boolean,
  array,
  object,
  union,
  record,
  _enum,
  literal,
  GUARD_NAMES,
  guardArguments,
  testResultSchema,
  serviceResultSchema,
  preflightResultSchema,
  ON_FAILURE_OF_GATE,
  tierResultSchema,
  claimSchema,
  guardReportSchema,
  resultsSchema,
  parseMemory,
  parseDurationMs,
  TIER_NAMES,
  configuredOnFailure,
  DEFAULT_CONFIG_PATH,
  loadConfig,
  HARDENED_GIT_OPTIONS,
  hardenedGit,
  readText,
  readPackageJson,
  ciTestEnv,
  addDevDependencyCommand,
  runScriptCommand,
  nodeInstallCommand,
  commandWithoutReport,
  goModulePath,
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
  relativeToRoot,
  realFileInsideRoot,
  GO_TOOLCHAIN,
  findLocationInText,
  GENERIC_MESSAGE,
  junitEvidence,
  openHandlesHint,
  reportCounts,
  runJunitCommand,
  listTests,
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
  scriptArguments,
  runnerCall,
  RUNNERS,
  isFramework,
  runnerOf,
  frameworkOfCommand,
  identifyRunner,
  runnerNamed
};
