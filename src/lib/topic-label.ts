/** Topic names keep the printed catalogue's number ("101-Сортовой прокат"); people read only the name. */
const NUMBER_PREFIX = /^\s*\d+\s*-\s*/;

export function topicLabel(name: string): string {
  const label = name.replace(NUMBER_PREFIX, '');
  // A name that is nothing but a number stays as it is rather than becoming empty.
  return label.trim() === '' ? name : label;
}
