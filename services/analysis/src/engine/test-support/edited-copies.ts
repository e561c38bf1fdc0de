/**
 * Edited copies of a text, as campaigns make them so that no two copies are equal: each copy its
 * own emoji, hashtag, link or addressee, a word swapped, the ending changed. The coordination
 * tests and the bench plant them in Japanese and in English.
 */
export const JA_TEXTS = [
  '新しい子育て支援策の説明会が明日の午後三時から市役所の大会議室で開かれます',
  'この法案には重大な問題があるので今すぐ反対の声を上げてください',
  '駅前の再開発計画について住民の意見を聞く集まりが週末に予定されています',
  '台風の影響で明日の列車は始発から運転を見合わせる可能性があります',
  '新製品の発表会は来月の十日に東京の大きな会場で行われる予定です',
  '地元の商店街で秋祭りが開かれ多くの家族連れでにぎわいました',
] as const;

export const EN_TEXTS = [
  'the new childcare support plan will be explained at city hall tomorrow afternoon at three',
  'this bill has serious problems so please raise your voice against it right now',
  'residents are invited to share their views on the station redevelopment plan this weekend',
  'trains may be suspended from the first service tomorrow because of the approaching typhoon',
  'the new product launch will take place next month at a large venue in tokyo',
  'the autumn festival in the local shopping street drew many families with children',
] as const;

export type Edit = 'emoji' | 'hashtag' | 'link' | 'addressee' | 'swap' | 'ending';
export const EDITS: readonly Edit[] = ['emoji', 'hashtag', 'link', 'addressee', 'swap', 'ending'];

const EMOJI = ['🎉', '👍', '🔥', '🙏', '‼️', '😊'];
const JA_HASHTAGS = ['#拡散希望', '#市民の声', '#お知らせ', '#緊急'];
const EN_HASHTAGS = ['#vote', '#breaking', '#share', '#news'];
const JA_SWAPS: [string, string][] = [
  ['明日', '本日'],
  ['今すぐ', 'いますぐ'],
  ['週末', '土曜'],
  ['可能性', '見込み'],
  ['来月', '今月'],
  ['多くの', '大勢の'],
];
const EN_SWAPS: [string, string][] = [
  ['tomorrow', 'today'],
  ['now', 'today'],
  ['weekend', 'saturday'],
  ['may', 'might'],
  ['large', 'huge'],
  ['many', 'lots of'],
];
const JA_ENDINGS: [RegExp, string][] = [
  [/ます$/, 'ますよ！'],
  [/ください$/, 'ください！！'],
  [/です$/, 'だそうです'],
  [/した$/, 'したね'],
];

/** One copy of `base` with the edits applied; `variant` picks which emoji, hashtag, link and addressee. */
export function editedCopy(base: string, edits: readonly Edit[], variant: number): string {
  const ja = /[ぁ-んァ-ン一-龯]/.test(base);
  let text = base;
  if (edits.includes('swap')) {
    for (const [from, to] of ja ? JA_SWAPS : EN_SWAPS)
      if (text.includes(from)) {
        text = text.replace(from, to);
        break;
      }
  }
  if (edits.includes('ending')) {
    if (ja) {
      const ending = JA_ENDINGS.find(([pattern]) => pattern.test(text));
      text = ending ? text.replace(ending[0], ending[1]) : `${text}！`;
    } else text = `${text}${['!!', ' now', ' please', ' everyone'][variant % 4]}`;
  }
  if (edits.includes('emoji')) text = `${text} ${EMOJI[variant % EMOJI.length]}`;
  if (edits.includes('hashtag')) text = `${text} ${(ja ? JA_HASHTAGS : EN_HASHTAGS)[variant % 4]}`;
  if (edits.includes('link')) text = `${text} https://t.co/${(variant * 7919).toString(36)}`;
  if (edits.includes('addressee')) text = `@reader_${variant % 50} ${text}`;
  return text;
}
