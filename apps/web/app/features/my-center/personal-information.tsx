import { useTranslation } from 'react-i18next';
import type { ProvincesList, UserProfile } from '@roadshow/contracts/profile';
import { AvatarUpload } from './avatar-upload.tsx';
import { ProfileForm } from './profile-form.tsx';

/** The personal-information tab: the avatar, then the profile form. */
export function PersonalInformation(props: {
  profile: UserProfile;
  provinces: ProvincesList['provinces'];
  securityUrl: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="my-center__card" aria-labelledby="my-center-personal">
      <h2 id="my-center-personal" className="my-center__card-title">
        {t('myCenter.personal')}
      </h2>
      <AvatarUpload userImage={props.profile.userImage} nickName={props.profile.nickName} />
      <ProfileForm
        key={props.profile.userId}
        profile={props.profile}
        provinces={props.provinces}
        securityUrl={props.securityUrl}
      />
    </section>
  );
}
