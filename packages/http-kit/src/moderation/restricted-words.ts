export type RestrictedCategory = 'market-abuse' | 'gambling' | 'fraud' | 'pornography' | 'abuse';

export interface RestrictedWord {
  /** As shown to the user who wrote it; Chinese in Simplified characters. */
  word: string;
  category: RestrictedCategory;
  /** Ordinary phrases that contain the word and are not a hit: 洗钱 inside 反洗钱. */
  except?: readonly string[];
}

// The words a profile (nickname, real name, introduction, company, position) may not contain on
// an investor-relations platform. This short list is here so the check can be shown and tested;
// in production the list is configuration kept by the compliance team, not code.
//
// Chinese words match inside other text, so each is chosen to be rare in ordinary writing, and
// `except` names the ordinary phrases that contain it. English words match whole words only.
export const RESTRICTED_WORDS: readonly RestrictedWord[] = [
  // Insider dealing and market manipulation: soliciting investors is the platform's main risk.
  { word: '内幕消息', category: 'market-abuse' },
  { word: '荐股', category: 'market-abuse' },
  { word: '带单', category: 'market-abuse', except: ['携带单', '附带单', '带单位', '带单据'] },
  { word: '喊单', category: 'market-abuse' },
  { word: '稳赚', category: 'market-abuse' },
  { word: '保本保息', category: 'market-abuse' },
  { word: '代客理财', category: 'market-abuse' },
  { word: '拉群', category: 'market-abuse' },
  { word: '牛股推荐', category: 'market-abuse' },
  { word: '必涨', category: 'market-abuse' },
  { word: '坐庄', category: 'market-abuse' },
  { word: '配资炒股', category: 'market-abuse' },
  { word: 'insider tip', category: 'market-abuse' },
  { word: 'pump and dump', category: 'market-abuse' },
  { word: 'guaranteed returns', category: 'market-abuse' },

  // Gambling. Not 博彩 or casino: Macao's casino operators are listed companies with IR teams.
  { word: '网赌', category: 'gambling' },
  { word: '网络赌博', category: 'gambling' },
  { word: '赌球', category: 'gambling' },
  { word: '时时彩', category: 'gambling' },
  { word: '线上赌场', category: 'gambling' },
  { word: 'online gambling', category: 'gambling' },
  { word: 'betting tips', category: 'gambling' },

  // Fraud and phishing.
  { word: '杀猪盘', category: 'fraud' },
  { word: '刷单', category: 'fraud' },
  { word: '代开发票', category: 'fraud' },
  { word: '办假证', category: 'fraud' },
  { word: '信用卡套现', category: 'fraud' },
  { word: '洗钱', category: 'fraud', except: ['反洗钱'] },
  { word: '裸贷', category: 'fraud' },
  { word: 'double your money', category: 'fraud' },
  { word: 'verify your account', category: 'fraud' },
  { word: 'free bitcoin', category: 'fraud' },

  // Pornography and sexual services.
  { word: '色情服务', category: 'pornography' },
  { word: '色情网站', category: 'pornography' },
  { word: '约炮', category: 'pornography' },
  { word: '裸聊', category: 'pornography' },
  { word: '一夜情', category: 'pornography', except: ['一夜情况'] },
  { word: '援交', category: 'pornography' },
  { word: '成人视频', category: 'pornography' },
  { word: 'porn', category: 'pornography' },
  { word: 'escort service', category: 'pornography' },
  { word: 'sex chat', category: 'pornography' },

  // Insults and slurs.
  { word: '傻逼', category: 'abuse' },
  { word: '操你妈', category: 'abuse' },
  { word: '草泥马', category: 'abuse' },
  { word: '脑残', category: 'abuse' },
  { word: '贱人', category: 'abuse' },
  { word: '支那', category: 'abuse', except: ['印度支那'] },
  { word: 'fuck', category: 'abuse' },
  { word: 'motherfucker', category: 'abuse' },
  { word: 'cunt', category: 'abuse' },
  { word: 'bitch', category: 'abuse' },
  { word: 'whore', category: 'abuse' },
  { word: 'retard', category: 'abuse' },
];
