import { GENDERS, type Gender, type UserProfile } from '@roadshow/contracts/profile';
import type { UserRow } from '../../repositories/user-repository.ts';
import { maskPhone } from '../accounts/mask-phone.ts';
import { avatarUrl } from '../accounts/to-session-user.ts';

const asGender = (value: string): Gender => ((GENDERS as readonly string[]).includes(value) ? (value as Gender) : '');

/** The profile as its owner sees it: everything but the phone in full. */
export function toUserProfile(user: UserRow): UserProfile {
  return {
    userId: String(user.id),
    mobile: maskPhone(user.phone),
    userImage: avatarUrl(user.avatarKey),
    nickName: user.nickName,
    realName: user.realName,
    gender: asGender(user.gender),
    birthday: user.birthday,
    email: user.email,
    company: user.company,
    position: user.position,
    region: user.region,
    province: user.province,
    city: user.city,
    introduction: user.introduction,
  };
}
