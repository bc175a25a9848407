import { describe, expect, it } from 'vitest';
import {
  looksLikeRealName,
  registrationCrossFieldIssues,
  registrationDraftSchema,
  registrationFormSchema,
  registrationUserIssues,
  type RegistrationFormInput,
} from '../src/registration-form.ts';

const VALID: RegistrationFormInput = {
  name: '李明',
  documentType: 0,
  certificateNumber: '11010519491231002x',
  phone: '13800138000',
  email: 'li.ming@fund.example',
  companyName: '长青基金',
  companyCode: '',
  position: '研究员',
  invitingInstitutions: ['华泰证券'],
  outboundCall: true,
  investorType: 'institutional',
  highNetWorth: false,
  idCardImageKey: 'ids/1/a.jpg',
  businessCardImageKey: 'cards/1/b.jpg',
  agreedTerms: true,
};

/** The error codes the schema gives, by field. */
function codes(input: Record<string, unknown>) {
  const result = registrationFormSchema.safeParse(input);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('registrationFormSchema (spec §5)', () => {
  it('accepts a complete form and normalizes the certificate number', () => {
    const form = registrationFormSchema.parse(VALID);
    expect(form.certificateNumber).toBe('11010519491231002X');
    expect(form.name).toBe('李明');
  });

  it.each(['name', 'certificateNumber', 'phone', 'email', 'companyName', 'position'])(
    '"%s" is required: "There are required items not filled in"',
    (field) => {
      expect(codes({ ...VALID, [field]: '  ' })[field]).toBe('REQUIRED_MISSING');
    },
  );

  it('the document type and investor type are required', () => {
    const { documentType, investorType, ...rest } = VALID;
    void documentType;
    void investorType;
    expect(codes(rest)).toMatchObject({ documentType: 'REQUIRED_MISSING', investorType: 'REQUIRED_MISSING' });
    expect(codes({ ...VALID, documentType: 9 }).documentType).toBe('REQUIRED_MISSING');
  });

  it.each(['li.ming', 'li@', '@fund.example', 'li ming@fund.example'])('refuses the e-mail %s', (email) => {
    expect(codes({ ...VALID, email }).email).toBe('EMAIL_INVALID');
  });

  it.each([
    [0, '110105194912310021'],
    [0, '11010519491331002X'],
    [1, '12'],
    [2, 'X12345678'],
    [3, '1234567'],
    [4, 'AB1234'],
    [5, '<script>'],
  ])('checks the certificate number format per document type (%i: %s)', (documentType, certificateNumber) => {
    expect(codes({ ...VALID, documentType, certificateNumber }).certificateNumber).toBe('DOCUMENT_NUMBER_INVALID');
  });

  it.each([
    [1, 'e12345678', 'E12345678'],
    [2, 'H 1234 5678', 'H12345678'],
    [3, '12345678', '12345678'],
  ])('accepts type %i number %s as %s', (documentType, certificateNumber, stored) => {
    expect(registrationFormSchema.parse({ ...VALID, documentType, certificateNumber }).certificateNumber).toBe(stored);
  });

  it.each(['李', 'Li3 Ming', '小明😀', 'admin!', '123'])('refuses "%s" as a real name', (name) => {
    expect(codes({ ...VALID, name }).name).toBe('NAME_NOT_REAL_NAME');
  });

  it.each(['李明', '阿依古丽·买买提', 'Li Ming', "Sean O'Neil", 'Anne-Marie Dupont'])(
    'accepts "%s" as a name',
    (name) => {
      expect(looksLikeRealName(name)).toBe(true);
      expect(codes({ ...VALID, name })).toEqual({});
    },
  );

  it('checks the phone format', () => {
    expect(codes({ ...VALID, phone: '12345' }).phone).toBe('PHONE_INVALID');
    expect(registrationFormSchema.parse({ ...VALID, phone: '+86 138 0013 8000' }).phone).toBe('13800138000');
  });

  it('requires both images: "ID card and business card must be uploaded"', () => {
    expect(codes({ ...VALID, idCardImageKey: '' }).idCardImageKey).toBe('IMAGE_REQUIRED');
    expect(codes({ ...VALID, businessCardImageKey: '' }).businessCardImageKey).toBe('IMAGE_REQUIRED');
  });

  it('requires the terms to be agreed', () => {
    expect(codes({ ...VALID, agreedTerms: false }).agreedTerms).toBe('TERMS_NOT_AGREED');
  });

  it('allows the high-net-worth statement for individual investors only', () => {
    expect(codes({ ...VALID, highNetWorth: true }).highNetWorth).toBe('HIGH_NET_WORTH_INDIVIDUAL_ONLY');
    expect(codes({ ...VALID, investorType: 'individual', highNetWorth: true })).toEqual({});
  });

  it('takes at most 10 inviting institutions, none empty', () => {
    expect(codes({ ...VALID, invitingInstitutions: Array(11).fill('x') }).invitingInstitutions).toBeDefined();
    expect(codes({ ...VALID, invitingInstitutions: [''] }).invitingInstitutions).toBeDefined();
  });
});

describe('registrationCrossFieldIssues', () => {
  it('names the rules between fields even while other fields are invalid', () => {
    expect(
      registrationCrossFieldIssues({
        documentType: 0,
        certificateNumber: '123',
        investorType: null,
        highNetWorth: true,
      }),
    ).toEqual([
      { path: ['certificateNumber'], message: 'DOCUMENT_NUMBER_INVALID' },
      { path: ['highNetWorth'], message: 'HIGH_NET_WORTH_INDIVIDUAL_ONLY' },
    ]);
    expect(registrationCrossFieldIssues({ documentType: null, certificateNumber: '123' })).toEqual([]);
    expect(registrationCrossFieldIssues({ documentType: 2, certificateNumber: 'H12345678' })).toEqual([]);
  });
});

describe('registrationUserIssues', () => {
  const form = registrationFormSchema.parse(VALID);

  it('accepts only the login phone (spec §5)', () => {
    expect(registrationUserIssues(form, { mobile: '13800138000' })).toEqual([]);
    expect(registrationUserIssues(form, { mobile: '13900139000' })).toEqual([
      { path: 'phone', code: 'PHONE_NOT_LOGIN_PHONE' },
    ]);
  });

  it('requires the verified real name when there is one, ignoring spaces and case', () => {
    expect(registrationUserIssues(form, { mobile: '13800138000', verifiedRealName: '王芳' })).toEqual([
      { path: 'name', code: 'NAME_NOT_REAL_NAME' },
    ]);
    expect(registrationUserIssues(form, { mobile: '13800138000', verifiedRealName: '李 明' })).toEqual([]);
    const latin = registrationFormSchema.parse({ ...VALID, name: 'li  ming' });
    expect(registrationUserIssues(latin, { mobile: '13800138000', verifiedRealName: 'Li Ming' })).toEqual([]);
  });
});

describe('registrationDraftSchema', () => {
  it('keeps any partial draft but refuses unknown fields and oversized values', () => {
    expect(registrationDraftSchema.parse({ name: '李' })).toEqual({ name: '李' });
    expect(registrationDraftSchema.safeParse({ evil: 1 }).success).toBe(false);
    expect(registrationDraftSchema.safeParse({ name: 'x'.repeat(61) }).success).toBe(false);
  });
});
