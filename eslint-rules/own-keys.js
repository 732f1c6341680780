// @ts-check
/**
 * Lint rules against looking a client's key up in a plain object (issue #23). A plain object
 * answers `'toString' in map`, `map['constructor']` and `map['__proto__']` from Object.prototype,
 * so a key that came from a request, a socket message, a query string, a header or a stored value
 * a player wrote must be checked with Object.hasOwn (or `isOwnKey` / `ownValue` from
 * packages/shared/src/own-keys.ts), or the map must be a Map or Set. `lang: "toString"` once took
 * the process down this way; a filter alias `"valueOf"` answered 500 before it (commit 8250fda).
 * Proved by apps/server/src/reliability/lint-rules.test.ts.
 */
import ts from 'typescript';
import { ESLintUtils } from '@typescript-eslint/utils';

const GUARDS = new Set(['Object.hasOwn', 'isOwnKey']);

/**
 * `key in object` with a key the code did not write itself. A string literal on the left is the
 * author's own choice (`'hold' in entry` tells union members apart) and passes, as does a private
 * brand check (`#field in object`).
 */
const noInLookup = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid `key in object` with a non-literal key: it finds inherited names too.' },
    messages: {
      inOperator:
        '`key in object` also finds inherited names (toString, constructor, __proto__): use Object.hasOwn(object, key) or isOwnKey(), or a Map/Set.',
    },
    schema: [],
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (node.operator !== 'in') return;
        if (node.left.type === 'Literal' || node.left.type === 'PrivateIdentifier') return;
        context.report({ node, messageId: 'inOperator' });
      },
    };
  },
};

/** Does the key's type let any string through (not just the literals the code wrote)? */
function isWideKeyType(type) {
  if (type.isUnion()) return type.types.some(isWideKeyType);
  const wide =
    ts.TypeFlags.String |
    ts.TypeFlags.Any |
    ts.TypeFlags.Unknown |
    ts.TypeFlags.TemplateLiteral |
    ts.TypeFlags.StringMapping;
  return (type.getFlags() & wide) !== 0;
}

/** A key cast to a narrower type (`map[key as Language]`): the cast, not a check, vouches for it. */
function isCastKey(property) {
  if (property.type !== 'TSAsExpression' && property.type !== 'TSTypeAssertion') return false;
  const annotation = property.typeAnnotation;
  return !(annotation.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier' && annotation.typeName.name === 'const');
}

/**
 * `object[key]` where the key can be any string: its type is `string`/`any`/`unknown` (or a
 * template type), or a cast narrowed it. The check is type-aware on purpose: a key typed as a
 * union of literals was narrowed by code (a zod enum, `isOwnKey`), and arrays indexed by numbers
 * are no maps. Written out, `Object.hasOwn(map, key) ? map[key] : fallback` (also with `&&` or an
 * `if`) passes, so does the same with `isOwnKey`; anything else goes through `ownValue(map, key)`
 * or a Map. What it cannot see: a key typed as a literal union by a lie elsewhere (`value as
 * Language` in another function), which is why casts of keys are refused where they index.
 */
const noUnguardedKeyLookup = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid `object[key]` with a key any string can reach, unless Object.hasOwn guards it.' },
    messages: {
      lookup:
        '`object[key]` with a key any string can reach also finds inherited names (toString, constructor, __proto__): use ownValue(object, key) / isOwnKey(), guard it with Object.hasOwn(object, key), or use a Map.',
    },
    schema: [],
  },
  create(context) {
    const services = ESLintUtils.getParserServices(context);
    const checker = services.program.getTypeChecker();
    const source = context.sourceCode;

    /** Whether `test` contains `Object.hasOwn(object, key)` (or `isOwnKey`) for this lookup. */
    const guards = (test, objectText, keyText) => {
      let found = false;
      const visit = (node) => {
        if (found || !node || typeof node.type !== 'string') return;
        if (node.type === 'CallExpression' && node.arguments.length === 2 && GUARDS.has(source.getText(node.callee))) {
          const [object, key] = node.arguments;
          if (source.getText(object) === objectText && source.getText(key) === keyText) {
            found = true;
            return;
          }
        }
        if (node.type === 'UnaryExpression' || node.type === 'LogicalExpression' || node.type === 'CallExpression')
          for (const child of [node.argument, node.left, node.right]) visit(child);
      };
      visit(test);
      return found;
    };

    /** Is `node` only reached when a guard for `objectText[keyText]` held? */
    const isGuarded = (node, objectText, keyText) => {
      let child = node;
      for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
        if (parent.type === 'ConditionalExpression' && parent.consequent === child && guards(parent.test, objectText, keyText))
          return true;
        if (parent.type === 'IfStatement' && parent.consequent === child && guards(parent.test, objectText, keyText))
          return true;
        if (parent.type === 'LogicalExpression' && parent.operator === '&&' && parent.right === child && guards(parent.left, objectText, keyText))
          return true;
        if (parent.type.includes('Function')) return false;
      }
      return false;
    };

    return {
      MemberExpression(node) {
        if (!node.computed || node.property.type === 'Literal') return;
        const objectType = services.getTypeAtLocation(node.object);
        if (checker.isArrayType(objectType) || checker.isTupleType(objectType)) return;
        if (!isCastKey(node.property) && !isWideKeyType(services.getTypeAtLocation(node.property))) return;
        if (isGuarded(node, source.getText(node.object), source.getText(node.property))) return;
        context.report({ node, messageId: 'lookup' });
      },
    };
  },
};

/** The repository's own plugin: `fairround/no-in-lookup`, `fairround/no-unguarded-key-lookup`. */
export const ownKeysPlugin = {
  meta: { name: 'fairround-own-keys' },
  rules: { 'no-in-lookup': noInLookup, 'no-unguarded-key-lookup': noUnguardedKeyLookup },
};
