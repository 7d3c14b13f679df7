import { requestTexts } from '../common/texts';

/** Why an uploaded image was refused (the detail names the field before it). */
const en = {
  empty: 'the file is empty',
  tooLarge: 'the image is larger than 5 MB',
  notAnImage: 'must be a JPEG, PNG or WebP image',
  tooManyPixels: 'the picture has too many pixels ({{width}} × {{height}}); at most {{megapixels}} megapixels',
  unreadable: 'the image could not be read (damaged, or too many pixels)',
  atMostOnePhoto: 'at most 1 photo',
  atMostPhotos: 'at most {{max}} photos',
};

const hi: typeof en = {
  empty: 'फ़ाइल खाली है',
  tooLarge: 'तस्वीर 5 MB से बड़ी है',
  notAnImage: 'JPEG, PNG या WebP तस्वीर होनी चाहिए',
  tooManyPixels: 'तस्वीर में बहुत ज़्यादा पिक्सेल हैं ({{width}} × {{height}}); ज़्यादा से ज़्यादा {{megapixels}} मेगापिक्सेल',
  unreadable: 'तस्वीर पढ़ी नहीं जा सकी (खराब है, या उसमें बहुत ज़्यादा पिक्सेल हैं)',
  atMostOnePhoto: 'ज़्यादा से ज़्यादा 1 फ़ोटो',
  atMostPhotos: 'ज़्यादा से ज़्यादा {{max}} फ़ोटो',
};

export const mediaRefusal = requestTexts('media-refusals', { en, hi });
