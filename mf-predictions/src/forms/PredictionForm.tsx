import type { PredictionInput } from '@cigogne/graphql/predictions';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { FormActions } from '@cigogne/ui/forms/FormActions';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { PredictionBabyFields } from './PredictionBabyFields';
import { PredictionFlagFields } from './PredictionFlagFields';
import type { PredictionFormInitial } from './predictionFormValues';
import { usePredictionForm } from './usePredictionForm';

interface Props {
  /** The prediction being edited; absent on create (defaults: private, blue, nothing guessed). */
  initial?: PredictionFormInitial;
  submitLabel: string;
  submitting: boolean;
  /** What the last save failed with: banner + 422 field errors under the inputs. */
  error: unknown;
  onSubmit: (input: PredictionInput) => void;
  onCancel: () => void;
  /** The wishlist block of an existing prediction. */
  children?: ReactNode;
}

/**
 * The prediction form (docs/product.md#validation): first name, gender and due date required, visibility,
 * theme colour, the guesses and reveals. Surprise turns revealGender off and disables it; birth time
 * and birth moment exclude each other.
 */
export function PredictionForm({ initial, submitLabel, submitting, error, onSubmit, onCancel, children }: Props) {
  const { form, gender, initialValues, onValuesChange, finish } = usePredictionForm(initial, onSubmit);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={finish}
      requiredMark
      scrollToFirstError
    >
      <FormErrorBanner error={error} form={form} />
      <PredictionBabyFields />
      <PredictionFlagFields gender={gender} />
      {children}
      <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}
