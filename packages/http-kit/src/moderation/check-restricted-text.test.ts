import { describe, expect, it } from 'vitest';
import { findRestrictedWords } from './check-restricted-text.ts';
import { foldForMatching } from './fold-for-matching.ts';
import { RESTRICTED_WORDS, type RestrictedWord } from './restricted-words.ts';

describe('findRestrictedWords', () => {
  it('finds a listed word and returns it as the list writes it', () => {
    expect(findRestrictedWords('私信我获取内幕消息，带单稳赚')).toEqual(['内幕消息', '带单', '稳赚']);
  });

  it('returns each word once however often it appears', () => {
    expect(findRestrictedWords('荐股荐股荐股')).toEqual(['荐股']);
  });

  it('matches Traditional characters against the Simplified list', () => {
    expect(findRestrictedWords('提供內幕消息')).toEqual(['内幕消息']);
    expect(findRestrictedWords('代客理財，保本保息')).toEqual(['保本保息', '代客理财']);
    expect(findRestrictedWords('網賭')).toEqual(['网赌']);
  });

  it('folds full-width letters and case', () => {
    expect(findRestrictedWords('ＰＵＭＰ ＡＮＤ ＤＵＭＰ group')).toEqual(['pump and dump']);
    expect(findRestrictedWords('Guaranteed Returns!')).toEqual(['guaranteed returns']);
  });

  it('sees through spaces, punctuation, symbols and zero-width characters between Chinese characters', () => {
    for (const text of [
      '内 幕 消 息',
      '内-幕消息',
      '内，幕。消！息',
      '内\u200b幕\u200b消\u200b息',
      '内★幕☆消息',
      '內　幕　消　息',
    ]) {
      expect(findRestrictedWords(text), text).toEqual(['内幕消息']);
    }
  });

  it('matches English words across any separator, and plurals', () => {
    expect(findRestrictedWords('pump-and-dump')).toEqual(['pump and dump']);
    expect(findRestrictedWords('Free insider tips daily')).toEqual(['insider tip']);
    expect(findRestrictedWords('你个bitch')).toEqual(['bitch']);
  });

  it.each([
    '投资者关系总监，负责业绩说明会',
    'Head of Investor Relations at Scunthorpe Holdings',
    '董事会秘书，负责信息披露与投资者关系管理，十年证券行业经验',
    '合规部负责人，主管反洗钱与内控',
    '携带单据前往现场；带单位同事参加路演',
    '研究印度支那半岛的基础设施投资',
    '澳门博彩股份有限公司 投资者关系部',
    'Analyst covering flame-retardant chemicals and the Essex property market',
    'CFO, Pornchai Logistics (Thailand); previously at Cocktail Capital',
    '張偉 · 財務總監 · 香港',
  ])('does not flag ordinary profile text: %s', (text) => {
    expect(findRestrictedWords(text)).toEqual([]);
  });

  it('still flags a word that also occurs outside its excused phrase', () => {
    expect(findRestrictedWords('反洗钱专家，也帮人洗钱')).toEqual(['洗钱']);
  });

  it('gives nothing for empty text', () => {
    expect(findRestrictedWords('')).toEqual([]);
    expect(findRestrictedWords(' \n\t')).toEqual([]);
  });

  it('takes another list, as configuration would provide', () => {
    const list: RestrictedWord[] = [{ word: '测试词', category: 'abuse' }];
    expect(findRestrictedWords('這是測試詞', list)).toEqual(['测试词']);
    expect(findRestrictedWords('内幕消息', list)).toEqual([]);
  });

  it('ignores a configured entry that has no letters, instead of matching everything', () => {
    const list: RestrictedWord[] = [
      { word: '--', category: 'abuse' },
      { word: '（）', category: 'abuse' },
    ];
    expect(findRestrictedWords('投资者关系 -- (IR)', list)).toEqual([]);
  });

  it('keeps the shipped list short, unique and in Simplified characters', () => {
    const words = RESTRICTED_WORDS.map((entry) => entry.word);
    expect(new Set(words).size).toBe(words.length);
    expect(words.length).toBeGreaterThanOrEqual(24);
    expect(words.length).toBeLessThanOrEqual(100);
    for (const word of words) {
      // Already folded: what the user is shown is what is matched.
      expect(foldForMatching(word), word).toBe(word);
      expect(findRestrictedWords(word), word).toContain(word);
    }
  });
});
