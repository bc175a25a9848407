import sharp from 'sharp';
import type { ServerParts } from '../../src/create-server.ts';

interface Investor {
  appToken: string;
  phone: string;
}

export interface FormImageKeys {
  id: string;
  card: string;
}

/** Uploads a generated photo as the investor's ID or business-card picture; answers its image key. */
export async function uploadVerificationPhoto(
  server: ServerParts,
  investor: Investor,
  kind: 'id' | 'card',
): Promise<string> {
  const photo = await sharp({ create: { width: 400, height: 250, channels: 3, background: '#14bcf5' } })
    .jpeg()
    .toBuffer();
  const response = await server.app.inject({
    method: 'POST',
    url: `/identity/v2/user/uploadVerificationImage?kind=${kind}`,
    headers: { tgt: investor.appToken, 'content-type': 'image/jpeg' },
    payload: photo,
  });
  return response.json().result.imageKey as string;
}

/** A complete institutional registration form carrying the given picture keys. */
export const registrationForm = (investor: Investor, keys: FormImageKeys) => ({
  name: '李明',
  documentType: 0,
  certificateNumber: '11010519491231002X',
  phone: investor.phone,
  email: 'li@fund.example',
  companyName: '长青基金',
  position: '研究员',
  investorType: 'institutional',
  idCardImageKey: keys.id,
  businessCardImageKey: keys.card,
  agreedTerms: true,
});
