/** The intent of a listing's Advertise or Withdraw form: each row shows only its own answer. */
export const advertiseIntent = (step: 'advertise' | 'withdraw', propertyId: string) => `${step}:${propertyId}`
