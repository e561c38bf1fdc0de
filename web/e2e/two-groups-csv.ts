/**
 * Two retweet groups of three users each, six users in all: k = 2 is analysed and k = 12 fails for
 * real (the engine refuses more communities than users).
 */
export function twoGroupsCsv(): string {
  const rows = ['author,text,time'];
  let minute = 0;
  const at = () => `2024-03-01 10:${String(minute++).padStart(2, '0')}:00`;
  for (const [hub, text] of [
    ['alice', 'ramen noodles soup'],
    ['bob', 'baseball game stadium'],
  ]) {
    rows.push(`${hub},${text},${at()}`);
    for (const fan of [1, 2]) {
      rows.push(`${hub}fan${fan},"RT @${hub}: ${text}",${at()}`);
      rows.push(`${hub}fan${fan},"RT @${hub}fan${3 - fan}: ${text} again",${at()}`);
    }
  }
  return rows.join('\n') + '\n';
}
