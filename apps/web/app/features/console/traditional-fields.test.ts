import { describe, expect, it } from 'vitest';
import { convertInBatches, traditionalPairs } from './traditional-fields.ts';

describe('the texts "Convert to Traditional" fills', () => {
  it("covers the activity's texts and every guest's and agenda item's", () => {
    const pairs = traditionalPairs({ guests: [{}, {}], agenda: [{}] });
    expect(pairs.map((pair) => pair.tc.join('.'))).toEqual([
      'titleTc',
      'summaryTc',
      'contentTc',
      'locationTc',
      'guests.0.nameTc',
      'guests.0.titleTc',
      'guests.1.nameTc',
      'guests.1.titleTc',
      'agenda.0.titleTc',
      'agenda.0.speakerTc',
    ]);
    expect(pairs[4]!.zh).toEqual(['guests', 0, 'nameZh']);
  });

  it('asks in batches the call accepts and keeps the order', async () => {
    const batches: number[] = [];
    const texts = Array.from({ length: 45 }, (_, index) => `文${index}`);
    const out = await convertInBatches(texts, async (batch) => {
      batches.push(batch.length);
      return batch.map((text) => `${text}!`);
    });
    expect(batches).toEqual([20, 20, 5]);
    expect(out).toEqual(texts.map((text) => `${text}!`));
  });
});
