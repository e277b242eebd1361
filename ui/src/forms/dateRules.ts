import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

/** Days after today cannot be picked (birth and event dates are in the past, docs/product.md#validation). */
export const isFutureDay = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/** antd Form validator: refuses a moment later than now, with the given message. */
export const notInFuture = (message: string) => ({
  validator: (_rule: unknown, value: Dayjs | null | undefined) =>
    value && value.isAfter(dayjs()) ? Promise.reject(new Error(message)) : Promise.resolve(),
});
