/** A post file whose topics change over the day (API and browser tests of the panels following the time window). */

/** Minutes after 2024-03-01 09:00 Tokyo, as the file writes times. */
const at = (minute: number) => {
  const t = new Date(Date.parse('2024-03-01T09:00:00+09:00') + minute * 60_000);
  const tokyo = new Date(t.getTime() + 9 * 3_600_000);
  return tokyo.toISOString().slice(0, 19).replace('T', ' ');
};
/** The epoch ms of a minute of the file. */
export const fileMinute = (m: number) => Date.parse('2024-03-01T09:00:00+09:00') + m * 60_000;

/**
 * Two retweet groups whose talk changes over the day: the chef's group spreads soup in the
 * morning (minutes 0–99) and sushi in the afternoon (minutes 300–399), with fans 7–10 gone by
 * then; the coach's group talks baseball all day.
 */
export function changingTopicsCsv(): string {
  const rows = ['author,text,time,followers'];
  const phase = (hub: string, fans: number, prefix: string, text: string, start: number) => {
    let minute = start;
    rows.push(`${hub},${text},${at(minute++)},500`);
    for (let i = 1; i <= fans; i++) {
      const fan = `${prefix}${i}`;
      rows.push(`${fan},"RT @${hub}: ${text}",${at(minute++)},${i}`);
      rows.push(`${fan},${text.split(' ')[0]} again from ${fan},${at(minute++)},${i}`);
      rows.push(
        `${fan},"RT @${prefix}${(i % fans) + 1}: ${text.split(' ')[0]} again from ${prefix}${(i % fans) + 1}",${at(minute++)},${i}`,
      );
    }
  };
  phase('chef', 10, 'cookfan', 'soup noodles broth shop', 0);
  phase('coach', 10, 'ballfan', 'baseball pitcher stadium game', 40);
  phase('chef', 6, 'cookfan', 'sushi tuna rice counter', 300);
  phase('coach', 10, 'ballfan', 'baseball pitcher stadium game', 340);
  return rows.join('\n') + '\n';
}
