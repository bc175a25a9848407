import type { Lang } from './locale.ts';

/**
 * The commitment letter (spec §4) in the three languages: shown on the signing pages and printed
 * on the signed image and PDF, so what the user reads is what is kept.
 */
export const LETTER_TEXT: Record<
  Lang,
  { title: string; paragraphs: string[]; signer: string; document: string; date: string; signature: string }
> = {
  'zh-CN': {
    title: '投资者承诺函',
    paragraphs: [
      '本人自愿报名参加本次活动，并承诺报名时提交的姓名、证件、联系方式及任职信息真实、准确、完整。',
      '本人承诺对活动中获取的未公开信息严格保密，不泄露、不利用该等信息买卖相关证券或建议他人买卖。',
      '本人承诺遵守法律法规及活动主办方的规定，不对活动进行录音、录像或转播，不发布误导性信息。',
      '如违反上述承诺，本人愿意承担由此产生的全部法律责任。',
    ],
    signer: '承诺人',
    document: '证件号码',
    date: '签署日期',
    signature: '签名',
  },
  en: {
    title: 'Investor Commitment Letter',
    paragraphs: [
      'I sign up for this event of my own will and confirm that the name, identity document, contact details and position I gave are true, accurate and complete.',
      'I will keep any undisclosed information I learn at the event strictly confidential and will not use it to trade the securities concerned or advise others to trade them.',
      "I will follow the law and the organiser's rules, will not record, film or rebroadcast the event, and will not publish misleading information.",
      'If I break these commitments I accept all legal liability that follows.',
    ],
    signer: 'Signed by',
    document: 'Document number',
    date: 'Date',
    signature: 'Signature',
  },
  tc: {
    title: '投資者承諾函',
    paragraphs: [
      '本人自願報名參加本次活動，並承諾報名時提交的姓名、證件、聯絡方式及任職資訊真實、準確、完整。',
      '本人承諾對活動中獲取的未公開資訊嚴格保密，不洩露、不利用該等資訊買賣相關證券或建議他人買賣。',
      '本人承諾遵守法律法規及活動主辦方的規定，不對活動進行錄音、錄影或轉播，不發佈誤導性資訊。',
      '如違反上述承諾，本人願意承擔由此產生的全部法律責任。',
    ],
    signer: '承諾人',
    document: '證件號碼',
    date: '簽署日期',
    signature: '簽名',
  },
};
