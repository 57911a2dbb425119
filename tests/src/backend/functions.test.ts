import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATE_NOT_CONFIGURED, GATE_UNREACHABLE, checkGatePassword } from '../../../src/backend/functions';

const outputs = vi.hoisted(() => ({
  customOutputs: {} as Record<string, unknown>,
  LOCAL_CLOUD_URL: undefined as string | undefined,
}));
vi.mock('../../../src/backend/cloudConfig', () => outputs);

const URL_ = 'http://127.0.0.1:4000/functions/dev-gate/';
const BROWSER = '0123456789abcdef0123456789abcdef';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('checkGatePassword', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    outputs.customOutputs = { functionUrls: { 'dev-gate': URL_ } };
    outputs.LOCAL_CLOUD_URL = undefined;
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("POSTs {password, browser} as JSON to the dev-gate function URL: the password and this browser's key", async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(checkGatePassword('open sesame', BROWSER)).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(URL_);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'open sesame', browser: BROWSER });
  });

  it('follows the local cloud when it runs on another address', async () => {
    outputs.customOutputs = { localCloud: { url: 'http://127.0.0.1:4000' }, functionUrls: { 'dev-gate': URL_ } };
    outputs.LOCAL_CLOUD_URL = 'http://127.0.0.1:4099';
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await checkGatePassword('x', BROWSER);
    expect(fetchMock.mock.calls[0][0]).toBe('http://127.0.0.1:4099/functions/dev-gate/');
    // An AWS function URL is left alone.
    outputs.customOutputs = { functionUrls: { 'dev-gate': 'https://abc.lambda-url.us-east-2.on.aws/' } };
    outputs.LOCAL_CLOUD_URL = undefined;
    await checkGatePassword('x', BROWSER);
    expect(fetchMock.mock.calls[1][0]).toBe('https://abc.lambda-url.us-east-2.on.aws/');
  });

  it.each([
    [401, 'Incorrect password'],
    [503, 'Gate password is not configured on the server.'],
    [429, 'Too many attempts, try again in 14 minutes.'],
  ])('passes on the server message (%i)', async (status, message) => {
    fetchMock.mockResolvedValue(json(status, { ok: false, message }));
    await expect(checkGatePassword('x', BROWSER)).resolves.toEqual({ ok: false, message });
  });

  it('a network failure is "Could not reach the server"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(checkGatePassword('x', BROWSER)).resolves.toEqual({ ok: false, message: GATE_UNREACHABLE });
  });

  it('an answer that is not the JSON contract counts as unreachable', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(checkGatePassword('x', BROWSER)).resolves.toEqual({ ok: false, message: GATE_UNREACHABLE });
    fetchMock.mockResolvedValue(json(500, { ok: true }));
    await expect(checkGatePassword('x', BROWSER)).resolves.toEqual({ ok: false, message: GATE_UNREACHABLE });
  });

  it('without a deployed dev-gate function the gate is not configured', async () => {
    outputs.customOutputs = { functionUrls: {} };
    await expect(checkGatePassword('x', BROWSER)).resolves.toEqual({ ok: false, message: GATE_NOT_CONFIGURED });
    outputs.customOutputs = {};
    await expect(checkGatePassword('x', BROWSER)).resolves.toEqual({ ok: false, message: GATE_NOT_CONFIGURED });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
