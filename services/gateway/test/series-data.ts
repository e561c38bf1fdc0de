/**
 * Three uploads of one query a month apart, with changes planted (issue 45): in the second,
 * the ball and vote groups merge around bob, a cat group is born and ramenfan1 moves to it; in
 * the third, the ramen group splits in two (alice's half and erin's), the rest go on.
 */
interface Group {
  hub: string;
  text: string;
  fans: string[];
}

const fans = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}fan${from + i}`);

/** Each fan retweets the hub twice and the next fan once: a tight group the engine finds. */
function monthCsv(month: number, groups: Group[]): string {
  const rows = ['author,text,time,followers'];
  let minute = 0;
  const at = () => {
    const m = minute++;
    return `2024-0${month}-01 ${String(9 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  };
  for (const g of groups) rows.push(`${g.hub},${g.text},${at()},100`);
  for (const g of groups)
    g.fans.forEach((fan, i) => {
      rows.push(`${fan},"RT @${g.hub}: ${g.text}",${at()},${i + 1}`);
      rows.push(`${fan},"RT @${g.hub}: ${g.text} again",${at()},${i + 1}`);
      rows.push(`${fan},"RT @${g.fans[(i + 1) % g.fans.length]}: ${g.text} too",${at()},${i + 1}`);
    });
  return rows.join('\n') + '\n';
}

export function firstMonthCsv(): string {
  return monthCsv(3, [
    { hub: 'alice', text: 'ramen noodles broth', fans: fans('ramen', 1, 8) },
    { hub: 'bob', text: 'baseball game stadium', fans: fans('ball', 1, 8) },
    { hub: 'carol', text: 'election vote policy', fans: fans('vote', 1, 8) },
  ]);
}

export function secondMonthCsv(): string {
  return monthCsv(4, [
    { hub: 'alice', text: 'ramen noodles broth', fans: fans('ramen', 2, 8) },
    { hub: 'bob', text: 'baseball game vote', fans: ['carol', ...fans('ball', 1, 8), ...fans('vote', 1, 8)] },
    { hub: 'dan', text: 'cats kittens purring', fans: [...fans('cat', 1, 8), 'ramenfan1'] },
  ]);
}

export function thirdMonthCsv(): string {
  return monthCsv(5, [
    { hub: 'alice', text: 'ramen noodles broth', fans: fans('ramen', 2, 5) },
    { hub: 'erin', text: 'udon tempura dashi', fans: fans('ramen', 6, 8) },
    { hub: 'bob', text: 'baseball game vote', fans: ['carol', ...fans('ball', 1, 8), ...fans('vote', 1, 8)] },
    { hub: 'dan', text: 'cats kittens purring', fans: [...fans('cat', 1, 8), 'ramenfan1'] },
  ]);
}
