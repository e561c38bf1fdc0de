/**
 * Terms too common to tell communities apart. Only nouns reach this filter, and single
 * characters are dropped before it, so the lists hold multi-character words only.
 * Compact on purpose: c-TF-IDF already pushes terms shared by every community down.
 */
// prettier-ignore
const ENGLISH = [
  // Function words the tagger sometimes labels as nouns.
  'an', 'the', 'and', 'or', 'but', 'if', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'about',
  'from', 'as', 'is', 'are', 'was', 'were', 'be', 'been', 'am', 'do', 'does', 'did', 'have', 'has', 'had',
  'me', 'my', 'we', 'us', 'our', 'you', 'your', 'he', 'him', 'his', 'she', 'her', 'it', 'its', 'they', 'them',
  'their', 'this', 'that', 'these', 'those', 'what', 'which', 'who', 'whom', 'there', 'here', 'when', 'where',
  'why', 'how', 'all', 'any', 'some', 'no', 'not', 'so', 'than', 'too', 'very', 'just', 'can', 'will', 'would',
  'should', 'could', 'may', 'might', 'must', 'also', 'only', 'more', 'most', 'other', 'each', 'both', 'up',
  'out', 'over', 'then', 'one',
  // Vague nouns and social-media noise.
  'thing', 'something', 'anything', 'nothing', 'everything', 'someone', 'anyone', 'everyone', 'nobody', 'lot',
  'way', 'today', 'tomorrow', 'yesterday', 'time', 'rt', 'via', 'amp', 'http', 'https', 'www', 'com', 'co',
  'lol', 'im', 'ur', 'pls', 'plz', 'ok', 'yes',
  // Titles before a name: the name is the keyword, not the title.
  'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'dr', 'dr.', 'sir', 'shri', 'smt',
];

// prettier-ignore
const JAPANESE = [
  'こと', 'もの', 'ため', 'よう', 'ところ', 'とき', 'さん', 'ちゃん', 'くん', 'これ', 'それ', 'あれ', 'どれ', 'ここ', 'そこ', 'あそこ', 'みんな',
  '皆さん', '自分', '本当', 'ほんと', 'マジ', 'まじ', '感じ', '一緒', '大丈夫', '普通', '全部', '何か', 'なに', 'なん', '今日', '明日', '昨日',
  '今回', '最近', '以上', '以下', '場合', '部分', 'ww', 'www', 'wwww', 'jp', 'ツイート', 'リツイート', 'フォロー',
];

export const STOP_WORDS: ReadonlySet<string> = new Set([...ENGLISH, ...JAPANESE]);
