import type { Text } from './localized-columns.ts';
import { GIVEN_NAMES, LECTURER_ROLES, MANAGEMENT_ROLES, SECURITIES_REPRESENTATIVE, SURNAMES } from './people-data.ts';
import type { Random } from './random.ts';

export interface Person {
  name: Text;
  title: Text;
}

/** Hands out fictional names without repeats, so one person never speaks for two companies. */
function createNamePool(random: Random): () => Text {
  const all: Text[] = [];
  for (const surname of SURNAMES) {
    for (const given of GIVEN_NAMES) all.push({ zh: surname.zh + given.zh, en: `${surname.en} ${given.en}` });
  }
  const pool = random.shuffle(all);
  let next = 0;
  return () => {
    const name = pool[next];
    next += 1;
    if (!name) throw new Error('the seed ran out of fictional names');
    return name;
  };
}

export interface Team {
  /** Chairman, president, board secretary, CFO, independent director, in that order. */
  management: Person[];
  representative: Person;
  lecturers: Person[];
}

/** One stable team per company, so the same chairman appears at all of a company's events. */
export function buildTeams(random: Random, companyCount: number): Team[] {
  const nextName = createNamePool(random);
  const teams: Team[] = [];
  for (let i = 0; i < companyCount; i += 1) {
    teams.push({
      management: MANAGEMENT_ROLES.map((title) => ({ name: nextName(), title })),
      representative: { name: nextName(), title: SECURITIES_REPRESENTATIVE },
      lecturers: LECTURER_ROLES.map((title) => ({ name: nextName(), title })),
    });
  }
  return teams;
}
