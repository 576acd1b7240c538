// The pure side of chat mentions and receipts (src/domain/chat-mentions.ts): the "@…" being typed,
// choosing a person, which chosen people the text still names, highlighting, and "Seen by …".
import { describe, expect, it } from 'vitest';
import { insertMention, matchingPeople, mentionedIds, mentionParts, mentionQuery, seenLine } from '../../src/domain/chat-mentions';

const people = [
  { id: '1', name: 'Alice Morgan' },
  { id: '2', name: 'Carla Mendes' },
  { id: '3', name: 'Uma Patel' },
];

describe('the mention being typed', () => {
  it('starts at an "@" at the start or after white space, up to the caret', () => {
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('Hi @Car', 7)).toEqual({ start: 3, query: 'Car' });
    expect(mentionQuery('Hi @Carla Me', 12)).toEqual({ start: 3, query: 'Carla Me' });
    expect(mentionQuery('Hi @Carla Me', 5)).toEqual({ start: 3, query: 'C' });
  });
  it('is none in an email address, after a line break, a leading space or a long run', () => {
    expect(mentionQuery('mail a@b', 8)).toBeNull();
    expect(mentionQuery('@Car\nla', 7)).toBeNull();
    expect(mentionQuery('@ Car', 5)).toBeNull();
    expect(mentionQuery(`@${'x'.repeat(41)}`, 42)).toBeNull();
    expect(mentionQuery('no at', 5)).toBeNull();
  });
  it('offers the people with a word starting with it', () => {
    expect(matchingPeople(people, '').map((p) => p.id)).toEqual(['1', '2', '3']);
    expect(matchingPeople(people, 'm').map((p) => p.id)).toEqual(['1', '2']);
    expect(matchingPeople(people, 'PAT').map((p) => p.id)).toEqual(['3']);
    expect(matchingPeople(people, 'carla m').map((p) => p.id)).toEqual(['2']);
    expect(matchingPeople(people, 'zed')).toEqual([]);
  });
});

describe('choosing and sending', () => {
  it('writes "@Name " in place of the query and puts the caret after it', () => {
    expect(insertMention('Hi @Car, ok', { start: 3, query: 'Car' }, 'Carla Mendes')).toEqual({ text: 'Hi @Carla Mendes , ok', caret: 17 });
    expect(insertMention('@', { start: 0, query: '' }, 'Uma Patel')).toEqual({ text: '@Uma Patel ', caret: 11 });
  });
  it('mentions only the chosen people the text still names, once each', () => {
    expect(mentionedIds('@Carla Mendes and @Uma Patel, @Carla Mendes', people)).toEqual(['2', '3']);
    expect(mentionedIds('@Carla and nobody', people)).toEqual([]);
  });
});

describe('showing a message', () => {
  it('splits the text into plain runs and mentions, longest names first', () => {
    expect(mentionParts('Hi @Ann Lee!', ['Ann', 'Ann Lee'])).toEqual([{ text: 'Hi ' }, { text: '@Ann Lee', mention: 'Ann Lee' }, { text: '!' }]);
    expect(mentionParts('@Ann and @Bob', ['Ann'])).toEqual([{ text: '@Ann', mention: 'Ann' }, { text: ' and @Bob' }]);
    expect(mentionParts('plain', [])).toEqual([{ text: 'plain' }]);
  });
  it('says who has seen one’s message', () => {
    expect(seenLine([])).toBeNull();
    expect(seenLine(['Carla Mendes'])).toBe('Seen by Carla Mendes');
    expect(seenLine(['A', 'B'])).toBe('Seen by A and B');
    expect(seenLine(['A', 'B', 'C'])).toBe('Seen by A, B and C');
    expect(seenLine(['A', 'B', 'C', 'D'])).toBe('Seen by A, B, C and 1 other');
    expect(seenLine(['A', 'B', 'C', 'D', 'E'])).toBe('Seen by A, B, C and 2 others');
  });
});
