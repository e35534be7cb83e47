import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach } from 'vitest';
import preview from '../.storybook/preview';

setProjectAnnotations([preview]);
afterEach(() => cleanup());
