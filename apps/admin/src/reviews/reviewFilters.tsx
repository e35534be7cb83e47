import type { ReactElement } from 'react';
import { SelectInput, TextInput } from 'react-admin';

/**
 * A review screen's filters: its states by their Chinese names, and the number of the thing reviewed under
 * (课程编号, 征集编号).
 */
export function reviewFilters(
  stateLabels: Readonly<Record<string, string>>,
  by: { source: string; label: string },
): ReactElement[] {
  const choices = Object.entries(stateLabels).map(([id, name]) => ({ id, name }));
  return [
    <SelectInput key="state" source="state" label="状态" choices={choices} alwaysOn />,
    <TextInput key={by.source} source={by.source} label={by.label} alwaysOn />,
  ];
}
