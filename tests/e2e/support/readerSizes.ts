/** The two screens every page is looked at on: a phone's touch screen and a desktop's window. */
export const readerSizes = [
  {
    name: 'phone',
    label: 'a 390 × 844 touch screen',
    use: {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true, deviceScaleFactor: 1},
  },
  {
    name: 'desktop',
    label: 'a 1280 × 900 desktop',
    use: {viewport: {width: 1280, height: 900}, isMobile: false, hasTouch: false, deviceScaleFactor: 1},
  },
] as const;
