const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An `Intl.DateTimeFormat` kept per locale and options. Building one costs ICU's pattern work, some
 * 65 to 135 µs each on this project's CI machine (a phone takes four times that), where formatting
 * with a built one takes under 1 µs; a row of 30 dates in two formats built 60 of them per render
 * (issue 18). The options should be few and fixed, as the call sites write them: each distinct set
 * is kept for the page's life. A locale or zone ICU does not know throws, as the constructor does.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
