import { describe, expect, it, vi } from 'vitest';
import { createToastBus } from './toastBus';

describe('createToastBus', () => {
  it('shows one toast for the same message pushed by many failing calls at once', () => {
    const bus = createToastBus();
    for (let call = 0; call < 11; call += 1) bus.push('error', '服务错误，请稍后重试');
    expect(bus.snapshot().map(({ level, message }) => ({ level, message }))).toEqual([
      { level: 'error', message: '服务错误，请稍后重试' },
    ]);
  });

  it('gives a repeated message a new id, so its time on screen starts again, and keeps it last', () => {
    const bus = createToastBus();
    bus.push('error', '请检查网络连接');
    const first = bus.snapshot()[0]?.id;
    bus.push('success', '短信验证码发送成功！');
    bus.push('error', '请检查网络连接');
    const shown = bus.snapshot();
    expect(shown.map((toast) => toast.message)).toEqual(['短信验证码发送成功！', '请检查网络连接']);
    expect(shown[1]?.id).not.toBe(first);
  });

  it('keeps different messages, and the same words at another level, apart', () => {
    const bus = createToastBus();
    bus.push('error', '服务错误，请稍后重试');
    bus.push('error', '请检查网络连接');
    bus.push('warning', '请检查网络连接');
    expect(bus.snapshot()).toHaveLength(3);
  });

  it('tells listeners of every push and dismissal', () => {
    const bus = createToastBus();
    const listener = vi.fn();
    bus.subscribe(listener);
    bus.push('error', '服务错误，请稍后重试');
    const id = bus.snapshot()[0]?.id ?? 0;
    bus.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(bus.snapshot()).toEqual([]);
  });
});
