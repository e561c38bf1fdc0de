/**
 * How far text can be trusted in this very file: how often the community a user's writing
 * resembles most is the community the interactions put them in, beyond what chance gives
 * (Cohen's kappa between the two labelings), less two standard errors of that estimate under
 * "text says nothing", so that a handful of lucky agreements on a small graph earns no trust.
 * 0 when text agrees no better than chance, up to 1 when it always agrees. Needs no labels.
 */
export interface TextAgreement {
  /** Users with both a community and usable text. */
  users: number;
  /** Cohen's kappa of text's choice against the network's. */
  kappa: number;
  /** kappa less two null standard errors, at least 0: the agreement text has earned. */
  trust: number;
}

const Z = 2;

/**
 * `network[i]` is user i's community (0..k-1); `similarity[i * k + c]` how much their own writing
 * resembles community c (held out from it). Users whose similarities are all 0 have no usable
 * text and are left out; so is a user whose text ties between communities.
 */
export function textAgreement(network: ArrayLike<number>, similarity: Float64Array, k: number): TextAgreement {
  const byNetwork = new Float64Array(k);
  const byText = new Float64Array(k);
  let users = 0;
  let agree = 0;
  for (let i = 0; i < network.length; i++) {
    let best = -1;
    let tie = false;
    for (let c = 0; c < k; c++) {
      const s = similarity[i * k + c];
      if (s <= 0) continue;
      if (best === -1 || s > similarity[i * k + best]) {
        best = c;
        tie = false;
      } else if (s === similarity[i * k + best]) tie = true;
    }
    if (best === -1 || tie) continue;
    users++;
    byNetwork[network[i]]++;
    byText[best]++;
    if (best === network[i]) agree++;
  }
  if (users === 0) return { users, kappa: 0, trust: 0 };
  let chance = 0;
  for (let c = 0; c < k; c++) chance += (byNetwork[c] / users) * (byText[c] / users);
  if (chance >= 1) return { users, kappa: 0, trust: 0 };
  const kappa = (agree / users - chance) / (1 - chance);
  const nullError = Math.sqrt(chance / (users * (1 - chance)));
  return { users, kappa, trust: Math.max(0, Math.min(1, kappa - Z * nullError)) };
}
