import { useTranslation } from 'react-i18next';
import type { ProvincesList } from '@roadshow/contracts/profile';

type Province = ProvincesList['provinces'][number];

/** Region (spec §3): a province, then one of its cities; the city list follows the province. */
export function RegionSelect(props: {
  provinces: Province[];
  province: string;
  city: string;
  onChange: (value: { province: string; city: string }) => void;
  errors: { province?: string; city?: string };
}) {
  const { t } = useTranslation();
  const cities = props.provinces.find((p) => p.code === props.province)?.cities ?? [];
  const error = props.errors.province ?? props.errors.city;
  return (
    <fieldset
      className="profile-field profile-field--wide region-select"
      aria-describedby={error ? 'profile-region-error' : undefined}
    >
      <legend className="profile-field__label">{t('myCenter.region')}</legend>
      <div className="region-select__pair">
        <label className="region-select__item">
          <span className="region-select__label">{t('myCenter.province')}</span>
          <select
            name="province"
            value={props.province}
            aria-invalid={props.errors.province ? true : undefined}
            onChange={(event) => props.onChange({ province: event.target.value, city: '' })}
          >
            <option value="">{t('myCenter.chooseProvince')}</option>
            {props.provinces.map((province) => (
              <option key={province.code} value={province.code}>
                {province.name}
              </option>
            ))}
          </select>
        </label>
        <label className="region-select__item">
          <span className="region-select__label">{t('myCenter.city')}</span>
          <select
            name="city"
            value={props.city}
            disabled={!props.province}
            aria-invalid={props.errors.city ? true : undefined}
            onChange={(event) => props.onChange({ province: props.province, city: event.target.value })}
          >
            <option value="">{t('myCenter.chooseCity')}</option>
            {cities.map((city) => (
              <option key={city.code} value={city.code}>
                {city.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? (
        <p id="profile-region-error" className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
