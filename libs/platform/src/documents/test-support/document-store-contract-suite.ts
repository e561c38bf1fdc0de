import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { DuplicateKeyError, type DocumentCollection, type DocumentStore } from '../document-store.port.js';

export interface DocumentStoreUnderTest {
  store: DocumentStore;
  cleanup(): Promise<void>;
}

interface Person {
  _id: string;
  name: string;
  age?: number;
  tags?: string[];
  email?: string | null;
  profile?: { city?: string; langs?: string[] };
  joinedAt?: Date;
  scores?: { subject: string; score: number }[];
  visits?: number;
}

const people: Person[] = [
  { _id: 'p1', name: 'Aiko', age: 31, tags: ['admin', 'ja'], email: 'aiko@example.com', profile: { city: 'Tokyo' } },
  { _id: 'p2', name: 'bob', age: 25, tags: ['en'], email: null, profile: { city: 'Osaka' } },
  { _id: 'p3', name: 'Chie', age: 42, tags: [], profile: { city: 'Tokyo' } },
  { _id: 'p4', name: 'Daisuke', tags: ['ja', 'en'] },
];

const ids = (docs: { _id: string }[]): string[] => docs.map((doc) => doc._id).sort();

/**
 * The behaviour every DocumentStore adapter must show. `makeStore` gives a fresh, empty store
 * for each test.
 */
export function runDocumentStoreContract(name: string, makeStore: () => Promise<DocumentStoreUnderTest>): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let subject: DocumentStoreUnderTest;
    let persons: DocumentCollection<Person>;

    beforeEach(async () => {
      subject = await makeStore();
      persons = subject.store.collection<Person>('persons');
    });

    afterEach(async () => {
      await subject.cleanup();
    });

    const seed = async (): Promise<void> => {
      await persons.insertMany(people);
    };

    describe('insert and read', () => {
      it('returns the inserted document and finds it again by _id', async () => {
        const inserted = await persons.insertOne({ _id: 'x1', name: 'Emi', age: 20, tags: ['a'] });
        expect(inserted).toEqual({ _id: 'x1', name: 'Emi', age: 20, tags: ['a'] });
        expect(await persons.findOne({ _id: 'x1' })).toEqual({ _id: 'x1', name: 'Emi', age: 20, tags: ['a'] });
      });

      it('keeps dates, nulls, booleans, nested objects and Japanese text as they were', async () => {
        const joinedAt = new Date('2024-03-01T09:30:15.123Z');
        const doc = {
          _id: 'x2',
          name: '山田 太郎',
          email: null,
          joinedAt,
          profile: { city: '東京', langs: ['ja', 'en'] },
          active: false,
        };
        await persons.insertOne(doc as Person);
        const found = (await persons.findOne({ _id: 'x2' })) as unknown as typeof doc;
        expect(found).toEqual(doc);
        expect(found.joinedAt).toBeInstanceOf(Date);
        expect(found.joinedAt.getTime()).toBe(joinedAt.getTime());
        expect(found.email).toBeNull();
      });

      it('drops fields that are undefined', async () => {
        await persons.insertOne({ _id: 'x3', name: 'Fumi', age: undefined });
        const found = await persons.findOne({ _id: 'x3' });
        expect(found).toEqual({ _id: 'x3', name: 'Fumi' });
        expect(Object.keys(found as object).sort()).toEqual(['_id', 'name']);
      });

      it('hands out copies: changing a returned document does not change the stored one', async () => {
        const inserted = await persons.insertOne({ _id: 'x4', name: 'Gen', tags: ['a'] });
        inserted.tags?.push('changed');
        const found = await persons.findOne({ _id: 'x4' });
        found!.name = 'changed';
        expect(await persons.findOne({ _id: 'x4' })).toEqual({ _id: 'x4', name: 'Gen', tags: ['a'] });
      });

      it('returns null from findOne and [] from find when nothing matches', async () => {
        expect(await persons.findOne({ _id: 'missing' })).toBeNull();
        expect(await persons.find({ name: 'nobody' })).toEqual([]);
        expect(await persons.count({})).toBe(0);
      });

      it('inserts many at once and returns them in the given order', async () => {
        const inserted = await persons.insertMany(people);
        expect(inserted.map((doc) => doc._id)).toEqual(['p1', 'p2', 'p3', 'p4']);
        expect(await persons.count({})).toBe(4);
        expect(await persons.insertMany([])).toEqual([]);
      });

      it('keeps collections apart: the same _id may exist in two collections', async () => {
        const other = subject.store.collection<Person>('others');
        await persons.insertOne({ _id: 'same', name: 'in persons' });
        await other.insertOne({ _id: 'same', name: 'in others' });
        expect((await persons.findOne({ _id: 'same' }))?.name).toBe('in persons');
        expect((await other.findOne({ _id: 'same' }))?.name).toBe('in others');
      });

      it('refuses collection names that are not plain identifiers', () => {
        for (const bad of ['', '../escape', 'a/b', 'a.b', '$cmd', 'with space']) {
          expect(() => subject.store.collection(bad)).toThrow(TypeError);
        }
      });
    });

    describe('duplicate keys', () => {
      it('rejects a second document with the same _id with DuplicateKeyError', async () => {
        await persons.insertOne({ _id: 'd1', name: 'first' });
        const attempt = persons.insertOne({ _id: 'd1', name: 'second' });
        await expect(attempt).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(attempt).rejects.toMatchObject({ collection: 'persons' });
        expect(await persons.findOne({ _id: 'd1' })).toEqual({ _id: 'd1', name: 'first' });
      });

      it('inserts nothing of a batch that holds a duplicate', async () => {
        await persons.insertOne({ _id: 'd2', name: 'existing' });
        const batch = [
          { _id: 'n1', name: 'new 1' },
          { _id: 'd2', name: 'clash' },
          { _id: 'n2', name: 'new 2' },
        ];
        await expect(persons.insertMany(batch)).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(ids(await persons.find({}))).toEqual(['d2']);
      });

      it('enforces a unique index on insert and on update', async () => {
        await persons.createIndex({ email: 1 }, { unique: true });
        await persons.insertOne({ _id: 'u1', name: 'one', email: 'one@example.com' });
        await persons.insertOne({ _id: 'u2', name: 'two', email: 'two@example.com' });
        await expect(persons.insertOne({ _id: 'u3', name: 'three', email: 'one@example.com' })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
        await expect(persons.updateOne({ _id: 'u2' }, { $set: { email: 'one@example.com' } })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
        expect((await persons.findOne({ _id: 'u2' }))?.email).toBe('two@example.com');
        expect(await persons.count({})).toBe(2);
      });

      it('enforces a compound unique index on the combination of its fields', async () => {
        await persons.createIndex({ name: 1, age: -1 }, { unique: true });
        await persons.insertOne({ _id: 'c1', name: 'same', age: 1 });
        await persons.insertOne({ _id: 'c2', name: 'same', age: 2 });
        await persons.insertOne({ _id: 'c3', name: 'other', age: 1 });
        await expect(persons.insertOne({ _id: 'c4', name: 'same', age: 2 })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await persons.count({})).toBe(3);
      });

      it('refuses to build a unique index over data that already breaks it', async () => {
        await persons.insertMany([
          { _id: 'v1', name: 'twin' },
          { _id: 'v2', name: 'twin' },
        ]);
        await expect(persons.createIndex({ name: 1 }, { unique: true })).rejects.toBeInstanceOf(DuplicateKeyError);
      });

      it('accepts the same index twice and non-unique indexes over repeated values', async () => {
        await persons.createIndex({ name: 1 }, { unique: true });
        await persons.createIndex({ name: 1 }, { unique: true });
        await persons.createIndex({ age: 1 });
        await persons.insertMany([
          { _id: 'w1', name: 'a', age: 5 },
          { _id: 'w2', name: 'b', age: 5 },
        ]);
        expect(await persons.count({ age: 5 })).toBe(2);
      });
    });

    describe('queries', () => {
      beforeEach(seed);

      const cases: [string, Record<string, unknown>, string[]][] = [
        ['equality', { name: 'bob' }, ['p2']],
        ['dotted path', { 'profile.city': 'Tokyo' }, ['p1', 'p3']],
        ['array contains', { tags: 'ja' }, ['p1', 'p4']],
        ['$eq', { age: { $eq: 25 } }, ['p2']],
        ['$ne (missing fields included)', { age: { $ne: 25 } }, ['p1', 'p3', 'p4']],
        ['$ne on an array: no element equal', { tags: { $ne: 'ja' } }, ['p2', 'p3']],
        ['$gt', { age: { $gt: 31 } }, ['p3']],
        ['$gte and $lt together', { age: { $gte: 25, $lt: 42 } }, ['p1', 'p2']],
        ['$lte', { age: { $lte: 31 } }, ['p1', 'p2']],
        ['$in', { name: { $in: ['Aiko', 'Chie', 'nobody'] } }, ['p1', 'p3']],
        ['$in on an array field', { tags: { $in: ['en', 'none'] } }, ['p2', 'p4']],
        ['$nin (missing fields included)', { age: { $nin: [25, 31] } }, ['p3', 'p4']],
        ['$nin on an array: no element in the list', { tags: { $nin: ['ja'] } }, ['p2', 'p3']],
        ['$exists true (empty array exists)', { tags: { $exists: true } }, ['p1', 'p2', 'p3', 'p4']],
        ['$exists true', { age: { $exists: true } }, ['p1', 'p2', 'p3']],
        ['$exists false', { age: { $exists: false } }, ['p4']],
        ['null matches null and missing', { email: null }, ['p2', 'p3', 'p4']],
        ['$ne null means present and not null', { email: { $ne: null } }, ['p1']],
        ['$in with null', { email: { $in: [null, 'aiko@example.com'] } }, ['p1', 'p2', 'p3', 'p4']],
        ['$regex string', { name: { $regex: '^[A-C]' } }, ['p1', 'p3']],
        ['$regex with $options i', { name: { $regex: '^B', $options: 'i' } }, ['p2']],
        ['$regex with $options i in the middle', { name: { $regex: 'ISU', $options: 'i' } }, ['p4']],
        ['RegExp value', { name: /^d/i }, ['p4']],
        ['$not with a RegExp', { name: { $not: /^[ab]/i } }, ['p3', 'p4']],
        ['$not with an operator', { age: { $not: { $gt: 30 } } }, ['p2', 'p4']],
        ['$all', { tags: { $all: ['ja', 'en'] } }, ['p4']],
        ['$size', { tags: { $size: 0 } }, ['p3']],
        ['$or', { $or: [{ name: 'bob' }, { age: { $gt: 40 } }] }, ['p2', 'p3']],
        ['$and', { $and: [{ 'profile.city': 'Tokyo' }, { age: { $lt: 40 } }] }, ['p1']],
        ['$nor', { $nor: [{ name: 'bob' }, { 'profile.city': 'Tokyo' }] }, ['p4']],
        ['field condition beside $or', { tags: 'ja', $or: [{ age: 31 }, { age: { $exists: false } }] }, ['p1', 'p4']],
        ['empty filter', {}, ['p1', 'p2', 'p3', 'p4']],
      ];

      it.each(cases)('%s', async (_label, filter, expected) => {
        expect(ids(await persons.find(filter))).toEqual(expected);
        expect(await persons.count(filter)).toBe(expected.length);
      });

      it('matches with $elemMatch on sub-documents', async () => {
        await persons.updateOne(
          { _id: 'p1' },
          {
            $set: {
              scores: [
                { subject: 'math', score: 90 },
                { subject: 'art', score: 40 },
              ],
            },
          },
        );
        await persons.updateOne({ _id: 'p2' }, { $set: { scores: [{ subject: 'math', score: 40 }] } });
        expect(ids(await persons.find({ scores: { $elemMatch: { subject: 'math', score: { $gte: 50 } } } }))).toEqual([
          'p1',
        ]);
        expect(ids(await persons.find({ 'scores.subject': 'art' }))).toEqual(['p1']);
      });

      it('compares dates', async () => {
        await persons.updateOne({ _id: 'p1' }, { $set: { joinedAt: new Date('2024-01-01T00:00:00Z') } });
        await persons.updateOne({ _id: 'p2' }, { $set: { joinedAt: new Date('2024-06-01T00:00:00Z') } });
        expect(ids(await persons.find({ joinedAt: { $gte: new Date('2024-03-01T00:00:00Z') } }))).toEqual(['p2']);
        expect(ids(await persons.find({ joinedAt: new Date('2024-01-01T00:00:00Z') }))).toEqual(['p1']);
      });

      it('refuses undefined in a filter rather than matching everything or nothing', async () => {
        await expect(persons.find({ _id: undefined })).rejects.toThrow(TypeError);
        await expect(persons.deleteMany({ name: { $in: [undefined] } })).rejects.toThrow(TypeError);
        expect(await persons.count({})).toBe(4);
      });
    });

    describe('sort, skip, limit, projection', () => {
      beforeEach(seed);

      it('sorts ascending and descending, missing values first when ascending', async () => {
        expect((await persons.find({}, { sort: { age: 1 } })).map((doc) => doc._id)).toEqual(['p4', 'p2', 'p1', 'p3']);
        expect((await persons.find({}, { sort: { age: -1 } })).map((doc) => doc._id)).toEqual(['p3', 'p1', 'p2', 'p4']);
      });

      it('sorts by several keys in the given order', async () => {
        const docs = await persons.find({}, { sort: { 'profile.city': -1, age: -1 } });
        expect(docs.map((doc) => doc._id)).toEqual(['p3', 'p1', 'p2', 'p4']);
      });

      it('pages with skip and limit after sorting', async () => {
        const page = await persons.find({}, { sort: { name: 1 }, skip: 1, limit: 2 });
        // Code-point order: upper case before lower case.
        expect(page.map((doc) => doc.name)).toEqual(['Chie', 'Daisuke']);
        expect(await persons.find({}, { sort: { name: 1 }, skip: 10 })).toEqual([]);
      });

      it('returns only the projected fields and _id', async () => {
        const docs = await persons.find(
          { _id: { $in: ['p1', 'p4'] } },
          { projection: { name: 1, 'profile.city': 1 }, sort: { _id: 1 } },
        );
        expect(docs).toEqual([
          { _id: 'p1', name: 'Aiko', profile: { city: 'Tokyo' } },
          { _id: 'p4', name: 'Daisuke' },
        ]);
      });
    });

    describe('updates', () => {
      beforeEach(seed);

      it('$set returns the document as it is after the update', async () => {
        const updated = await persons.updateOne({ _id: 'p2' }, { $set: { name: 'Bob', 'profile.city': 'Kyoto' } });
        expect(updated).toEqual({
          _id: 'p2',
          name: 'Bob',
          age: 25,
          tags: ['en'],
          email: null,
          profile: { city: 'Kyoto' },
        });
        expect(await persons.findOne({ _id: 'p2' })).toEqual(updated);
      });

      it('returns null and changes nothing when no document matches', async () => {
        expect(await persons.updateOne({ _id: 'missing' }, { $set: { name: 'x' } })).toBeNull();
        expect(await persons.count({})).toBe(4);
      });

      it('$unset removes fields', async () => {
        const updated = await persons.updateOne({ _id: 'p1' }, { $unset: { email: '', 'profile.city': 1 } });
        expect(updated).toEqual({ _id: 'p1', name: 'Aiko', age: 31, tags: ['admin', 'ja'], profile: {} });
      });

      it('$inc adds to a number and starts a missing field from zero', async () => {
        expect((await persons.updateOne({ _id: 'p1' }, { $inc: { age: 2, visits: 1 } }))?.age).toBe(33);
        const again = await persons.updateOne({ _id: 'p1' }, { $inc: { age: -3, visits: 1 } });
        expect(again).toMatchObject({ age: 30, visits: 2 });
      });

      it('$push appends one value or several with $each, creating the array', async () => {
        await persons.updateOne({ _id: 'p3' }, { $push: { tags: 'new' } });
        await persons.updateOne({ _id: 'p3' }, { $push: { tags: { $each: ['x', 'y'] } } });
        const updated = await persons.updateOne({ _id: 'p2' }, { $push: { 'profile.langs': 'en' } });
        expect((await persons.findOne({ _id: 'p3' }))?.tags).toEqual(['new', 'x', 'y']);
        expect(updated?.profile).toEqual({ city: 'Osaka', langs: ['en'] });
      });

      it('$pull removes every matching element, by value or by condition', async () => {
        await persons.updateOne({ _id: 'p4' }, { $push: { tags: { $each: ['ja', 'fr'] } } });
        expect((await persons.updateOne({ _id: 'p4' }, { $pull: { tags: 'ja' } }))?.tags).toEqual(['en', 'fr']);
        expect((await persons.updateOne({ _id: 'p4' }, { $pull: { tags: { $in: ['en', 'de'] } } }))?.tags).toEqual([
          'fr',
        ]);
        await persons.updateOne(
          { _id: 'p1' },
          {
            $set: {
              scores: [
                { subject: 'math', score: 90 },
                { subject: 'art', score: 40 },
              ],
            },
          },
        );
        const pulled = await persons.updateOne({ _id: 'p1' }, { $pull: { scores: { score: { $lt: 50 } } } });
        expect(pulled?.scores).toEqual([{ subject: 'math', score: 90 }]);
      });

      it('updateOne changes a single document even when several match', async () => {
        await persons.updateOne({ 'profile.city': 'Tokyo' }, { $set: { visits: 1 } });
        expect(await persons.count({ visits: 1 })).toBe(1);
      });

      it('updateMany changes every match and says how many', async () => {
        expect(await persons.updateMany({ 'profile.city': 'Tokyo' }, { $set: { visits: 7 } })).toBe(2);
        expect(ids(await persons.find({ visits: 7 }))).toEqual(['p1', 'p3']);
        expect(await persons.updateMany({ name: 'nobody' }, { $set: { visits: 1 } })).toBe(0);
      });

      it('refuses an update without operators or with operators outside the port', async () => {
        await expect(persons.updateOne({ _id: 'p1' }, {})).rejects.toThrow(TypeError);
        await expect(persons.updateMany({}, { $rename: { name: 'n' } } as never)).rejects.toThrow(TypeError);
        expect(await persons.findOne({ _id: 'p1' })).toEqual(people[0]);
      });

      it('leaves the document as it was when an update fails', async () => {
        await expect(persons.updateOne({ _id: 'p1' }, { $inc: { name: 1 } })).rejects.toThrow();
        expect(await persons.findOne({ _id: 'p1' })).toEqual(people[0]);
      });
    });

    describe('upsert', () => {
      it('inserts a document built from the filter equalities and the update, with a string _id', async () => {
        const created = await persons.updateOne(
          { name: 'Hana', 'profile.city': 'Sapporo', age: { $gt: 10 } },
          { $set: { tags: ['new'] }, $inc: { visits: 1 } },
          { upsert: true },
        );
        expect(created).toMatchObject({ name: 'Hana', profile: { city: 'Sapporo' }, tags: ['new'], visits: 1 });
        expect(created).not.toHaveProperty('age');
        expect(typeof created?._id).toBe('string');
        expect(await persons.findOne({ _id: created!._id })).toEqual(created);
      });

      it('uses the _id of the filter and updates the same document the second time', async () => {
        const first = await persons.updateOne(
          { _id: 'counter' },
          { $inc: { visits: 1 }, $set: { name: 'c' } },
          { upsert: true },
        );
        const second = await persons.updateOne({ _id: 'counter' }, { $inc: { visits: 1 } }, { upsert: true });
        expect(first).toEqual({ _id: 'counter', name: 'c', visits: 1 });
        expect(second).toEqual({ _id: 'counter', name: 'c', visits: 2 });
        expect(await persons.count({})).toBe(1);
      });

      it('does not create duplicates when the same upserts run concurrently', async () => {
        await Promise.all(
          Array.from({ length: 5 }, () =>
            persons.updateOne({ _id: 'once' }, { $inc: { visits: 1 }, $set: { name: 'o' } }, { upsert: true }),
          ),
        );
        expect(await persons.find({})).toEqual([{ _id: 'once', name: 'o', visits: 5 }]);
      });
    });

    describe('delete', () => {
      beforeEach(seed);

      it('deleteOne removes one match and says 1, or 0 when none', async () => {
        expect(await persons.deleteOne({ 'profile.city': 'Tokyo' })).toBe(1);
        expect(await persons.count({ 'profile.city': 'Tokyo' })).toBe(1);
        expect(await persons.deleteOne({ _id: 'missing' })).toBe(0);
      });

      it('deleteMany removes every match and says how many', async () => {
        expect(await persons.deleteMany({ tags: 'ja' })).toBe(2);
        expect(ids(await persons.find({}))).toEqual(['p2', 'p3']);
        expect(await persons.deleteMany({})).toBe(2);
        expect(await persons.count({})).toBe(0);
      });
    });
  });
}
