import type { PredictionInput } from '@cigogne/graphql/predictions';
import { Form } from 'antd';
import { predictionFormValuesOf, predictionInputOf, type PredictionFormInitial, type PredictionFormValues } from './predictionFormValues';

/**
 * The prediction form's state: its values, the chosen gender, and the exclusions of
 * docs/product.md#validation, applied as the owner clicks, not only on save.
 */
export function usePredictionForm(initial: PredictionFormInitial | undefined, onSubmit: (input: PredictionInput) => void) {
  const [form] = Form.useForm<PredictionFormValues>();
  const gender = Form.useWatch('gender', form);
  const onValuesChange = (changed: Partial<PredictionFormValues>) => {
    if (changed.gender === 'surprise') form.setFieldValue('revealGender', false);
    if (changed.guessBirthTime) form.setFieldValue('guessBirthMoment', false);
    if (changed.guessBirthMoment) form.setFieldValue('guessBirthTime', false);
  };
  const finish = (values: PredictionFormValues) => onSubmit(predictionInputOf(values));
  return { form, gender, initialValues: predictionFormValuesOf(initial), onValuesChange, finish };
}
