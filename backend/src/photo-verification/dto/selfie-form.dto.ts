/** The selfie form has no text fields: the picture goes under `selfie`. */
export class SelfieFormDto {}
