import type { FormInstance, FormRule } from 'antd';
import type { IntlShape } from 'react-intl';

/** Client-side rules of docs/product.md#validation, with the same messages as the server's 422 answers. */
export function authRules(intl: IntlShape) {
  const t = (id: string) => intl.formatMessage({ id });
  return {
    email: [
      { required: true, whitespace: true, message: t('errors.validation.required') },
      { type: 'email', message: t('errors.validation.email') },
    ] satisfies FormRule[],
    loginPassword: [{ required: true, message: t('errors.validation.required') }] satisfies FormRule[],
    name: [
      { required: true, whitespace: true, message: t('errors.validation.required') },
      { max: 50, message: t('errors.validation.nameMaxLength') },
    ] satisfies FormRule[],
    newPassword: [
      { required: true, message: t('errors.validation.required') },
      { min: 8, message: t('errors.validation.passwordTooShort') },
      { pattern: /[A-Z]/, message: t('errors.validation.passwordStrength') },
      { pattern: /[a-z]/, message: t('errors.validation.passwordStrength') },
      { pattern: /\d/, message: t('errors.validation.passwordStrength') },
      // the server's rule: bcrypt reads 72 bytes, and "é" is two
      {
        validator: (_: unknown, value: string) =>
          !value || new TextEncoder().encode(value).length <= 72
            ? Promise.resolve()
            : Promise.reject(new Error(t('errors.validation.passwordTooLong'))),
      },
    ] satisfies FormRule[],
    /** The confirmation must equal the `password` field. */
    confirmPassword: [
      { required: true, message: t('errors.validation.required') },
      ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) => ({
        validator: (_: unknown, value: string) =>
          !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('errors.passwordMismatch'))),
      }),
    ] satisfies FormRule[],
  };
}
