import { isOperatorObject, isPlainObject } from './query-values.js';

/**
 * Translates a MongoDB filter into the embedded engine's query language where the two differ:
 * - `$regex` strings with `$options` become RegExp (the engine takes only RegExp);
 * - `null` matches a missing field too, as in MongoDB;
 * - `$ne`, `$nin` and `$not` on arrays mean "no element matches" (the engine tests each element);
 * - `$eq`, `$all` and `$nor`, which the engine lacks, are rewritten.
 * Supported: $eq $ne $gt $gte $lt $lte $in $nin $exists $regex/$options $not $all $size
 * $elemMatch $and $or $nor; anything else throws.
 */
export type NedbQuery = Record<string, unknown>;

export function toNedbQuery(filter: Record<string, unknown>): NedbQuery {
  const clauses: NedbQuery[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) clauses.push(translateLogical(key, value));
    else clauses.push(...translateField(key, value));
  }
  return combine(clauses);
}

function translateLogical(operator: string, value: unknown): NedbQuery {
  switch (operator) {
    case '$and':
      return { $and: subFilters(operator, value).map(toNedbQuery) };
    case '$or':
      return { $or: subFilters(operator, value).map(toNedbQuery) };
    case '$nor':
      return { $not: { $or: subFilters(operator, value).map(toNedbQuery) } };
    default:
      throw new TypeError(`unsupported query operator ${operator}`);
  }
}

function subFilters(operator: string, value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value) || !value.every(isPlainObject)) {
    throw new TypeError(`${operator} needs an array of filters`);
  }
  return value;
}

function translateField(field: string, condition: unknown): NedbQuery[] {
  if (!isOperatorObject(condition)) return [equality(field, condition)];
  const clauses: NedbQuery[] = [];
  for (const [operator, operand] of Object.entries(condition)) {
    switch (operator) {
      case '$eq':
        clauses.push(equality(field, operand));
        break;
      case '$ne':
        clauses.push({ $not: equality(field, operand) });
        break;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
      case '$size':
        clauses.push({ [field]: { [operator]: operand } });
        break;
      case '$exists':
        // The engine tests each element of an array, so an empty array would not "exist".
        clauses.push(operand ? { $not: { [field]: { $exists: false } } } : { [field]: { $exists: false } });
        break;
      case '$in':
        clauses.push(membership(field, operand));
        break;
      case '$nin':
        clauses.push({ $not: membership(field, operand) });
        break;
      case '$all':
        if (!Array.isArray(operand)) throw new TypeError('$all needs an array');
        // MongoDB's `$all: []` matches nothing; an empty $or is false on the engine.
        clauses.push(operand.length === 0 ? { $or: [] } : combine(operand.map((item) => equality(field, item))));
        break;
      case '$elemMatch':
        clauses.push({ [field]: { $elemMatch: elementCondition(operand) } });
        break;
      case '$regex':
        clauses.push({ [field]: { $regex: toRegExp(operand, condition.$options) } });
        break;
      case '$options':
        if (!('$regex' in condition)) throw new TypeError('$options without $regex');
        break;
      case '$not':
        if (!(operand instanceof RegExp) && !isOperatorObject(operand)) {
          throw new TypeError('$not needs a RegExp or an operator object');
        }
        clauses.push({ $not: combine(translateField(field, operand)) });
        break;
      default:
        throw new TypeError(`unsupported query operator ${operator}`);
    }
  }
  return clauses;
}

function equality(field: string, value: unknown): NedbQuery {
  // The engine never matches a missing field with null; MongoDB does.
  if (value === null) return { $or: [{ [field]: null }, { [field]: { $exists: false } }] };
  return { [field]: value };
}

function membership(field: string, list: unknown): NedbQuery {
  if (!Array.isArray(list)) throw new TypeError('$in and $nin need an array');
  const plain = list.filter((item) => item !== null && !(item instanceof RegExp));
  const alternatives: NedbQuery[] = [];
  if (plain.length > 0) alternatives.push({ [field]: { $in: plain } });
  for (const item of list) {
    if (item instanceof RegExp) alternatives.push({ [field]: item });
  }
  if (list.includes(null)) alternatives.push(equality(field, null));
  if (alternatives.length === 1) return alternatives[0];
  return { $or: alternatives };
}

/** A condition on array elements (`$elemMatch`, `$pull`): scalar operators or a sub-document filter. */
export function elementCondition(condition: unknown): unknown {
  if (!isPlainObject(condition)) throw new TypeError('$elemMatch needs an object');
  if (isOperatorObject(condition)) {
    // Conditions on scalar elements; only the regex form needs rewriting.
    if ('$regex' in condition) {
      const { $regex, $options, ...rest } = condition;
      return { ...rest, $regex: toRegExp($regex, $options) };
    }
    return condition;
  }
  return toNedbQuery(condition);
}

const SUPPORTED_REGEX_FLAGS = /^[imsu]*$/;

export function toRegExp(pattern: unknown, options: unknown): RegExp {
  if (options !== undefined && (typeof options !== 'string' || !SUPPORTED_REGEX_FLAGS.test(options))) {
    throw new TypeError(`unsupported $options ${JSON.stringify(options)}: use i, m, s, u`);
  }
  if (pattern instanceof RegExp) return options === undefined ? pattern : new RegExp(pattern.source, options);
  if (typeof pattern !== 'string') throw new TypeError('$regex needs a string or a RegExp');
  return new RegExp(pattern, options ?? '');
}

/** ANDs clauses, keeping simple field conditions at the top level where the engine can use its indexes. */
function combine(clauses: NedbQuery[]): NedbQuery {
  const query: NedbQuery = {};
  const rest: NedbQuery[] = [];
  for (const clause of clauses) {
    for (const [key, value] of Object.entries(clause)) {
      if (key in query || key === '$and') rest.push({ [key]: value });
      else query[key] = value;
    }
  }
  if (rest.length > 0) query.$and = rest;
  return query;
}
