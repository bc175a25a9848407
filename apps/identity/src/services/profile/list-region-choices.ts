import type { Lang } from '@roadshow/contracts/locale';
import type { ProvincesList } from '@roadshow/contracts/profile';
import { listCities, listProvinces } from '../regions/list-regions.ts';

const answers = new Map<Lang, ProvincesList>();

/** The profile's region picker: every province with its cities, in one answer per language. */
export function listRegionChoices(lang: Lang): ProvincesList {
  let answer = answers.get(lang);
  if (!answer) {
    answer = {
      provinces: listProvinces(lang).map((province) => ({
        code: province.code,
        name: province.name,
        cities: [...listCities(province.code, lang)],
      })),
    };
    answers.set(lang, answer);
  }
  return answer;
}
