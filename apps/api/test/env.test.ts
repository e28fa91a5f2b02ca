import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILES, demoInsuranceAgencies, sameOriginServices } from '@sfi/domain';
import { defaultDataDir, loadEnv } from '../src/env.ts';

describe('loadEnv', () => {
  it('has defaults for everything', () => {
    expect(loadEnv({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      database: { dataDir: defaultDataDir },
      buildId: 'development',
      seedDemoData: true,
      logLevel: undefined,
      services: sameOriginServices,
      trustProxy: false,
      outbox: {},
      corsOrigins: [],
      insuranceAgencies: [...demoInsuranceAgencies],
      newsletterFormUrl: '/api/public/newsletter',
      mapTiles: DEFAULT_MAP_TILES,
      storage: { kind: 'local', dir: `${defaultDataDir}-uploads` },
    });
    expect(defaultDataDir).toMatch(/[/\\]\.data[/\\]pglite$/);
  });

  it('reads the newsletter’s form endpoint, by default the reference server’s under the public service', () => {
    expect(loadEnv({ SFI_PUBLIC_URL: 'https://api.sfi.example/public/' }).newsletterFormUrl).toBe(
      'https://api.sfi.example/public/newsletter',
    );
    expect(
      loadEnv({ NEWSLETTER_FORM_URL: 'https://lists.example.com/subscribe/post?u=1' }).newsletterFormUrl,
    ).toBe('https://lists.example.com/subscribe/post?u=1');
    expect(() => loadEnv({ NEWSLETTER_FORM_URL: 'javascript:alert(1)' })).toThrow(/NEWSLETTER_FORM_URL/);
  });

  it('reads where the GPS map tiles come from, with their attribution (issue 15)', () => {
    const url = 'https://{s}.tiles.example.ca/{z}/{x}/{y}.png';
    expect(loadEnv({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: '© Example' }).mapTiles).toEqual({
      url,
      attribution: '© Example',
    });
    // Another source says its own attribution: OpenStreetMap's is not carried over to it.
    expect(loadEnv({ MAP_TILE_URL: url }).mapTiles).toEqual({ url, attribution: '' });
    expect(() => loadEnv({ MAP_TILE_URL: 'https://tiles.example.ca/tile.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('reads where attachments go: the local bucket beside the data, or S3', () => {
    expect(loadEnv({ DATA_DIR: 'memory' }).storage).toEqual({ kind: 'local', dir: 'memory' });
    expect(
      loadEnv({
        S3_BUCKET: 'sfi-attachments',
        S3_REGION: 'ca-central-1',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'sfi-attachments',
      region: 'ca-central-1',
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
    });
    // AWS itself, credentials from the SDK's default chain.
    expect(loadEnv({ S3_BUCKET: 'sfi-attachments' }).storage).toEqual({
      kind: 's3',
      bucket: 'sfi-attachments',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(() => loadEnv({ S3_ENDPOINT: 'https://minio.internal:9000' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadEnv({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'x' })).toThrow(/go together/);
    expect(() => loadEnv({ S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET/);
  });

  it('writes no demo accounts into a new production database unless asked to', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development' }).seedDemoData).toBe(true);
  });

  it('reads each variable', () => {
    const env = loadEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://sfi@db.internal:5432/sfi',
      DATA_DIR: 'memory',
      BUILD_ID: 'abc123',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'debug',
      SFI_MAIN_URL: 'https://api.example.ca/main',
    });
    expect(env).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      database: { url: 'postgres://sfi@db.internal:5432/sfi', dataDir: 'memory' },
      buildId: 'abc123',
      seedDemoData: false,
      logLevel: 'debug',
      services: { ...sameOriginServices, main: 'https://api.example.ca/main' },
    });
  });

  it('reads where outbound messages go', () => {
    expect(
      loadEnv({
        SMTP_URL: 'smtps://user:secret@smtp.example.ca:465',
        SMTP_FROM: 'SFI <no-reply@sfi.example.ca>',
        SMS_WEBHOOK_URL: 'https://sms.example.ca/send',
        SMS_WEBHOOK_TOKEN: 'hook-secret',
        SERVICE_REQUESTS_TO: 'service@sfi.example.ca',
      }).outbox,
    ).toEqual({
      smtpUrl: 'smtps://user:secret@smtp.example.ca:465',
      smtpFrom: 'SFI <no-reply@sfi.example.ca>',
      smsWebhookUrl: 'https://sms.example.ca/send',
      smsWebhookToken: 'hook-secret',
      serviceRequestsTo: 'service@sfi.example.ca',
    });
  });

  it.each([
    ['false', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1,fd00::/8', ['10.0.0.0/8', '192.168.1.1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadEnv({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads INSURANCE_AGENCIES as five different names, the demo five when unset', () => {
    expect(loadEnv({}).insuranceAgencies).toEqual([...demoInsuranceAgencies]);
    const five = 'Alpha Insurance, Beta Brokers,Gamma Agency ,Delta Mutual,Epsilon Group';
    expect(loadEnv({ INSURANCE_AGENCIES: five }).insuranceAgencies).toEqual([
      'Alpha Insurance',
      'Beta Brokers',
      'Gamma Agency',
      'Delta Mutual',
      'Epsilon Group',
    ]);
    for (const bad of ['Alpha, Beta', `${five},Zeta`, 'A,B,C,D,A', 'A,B,,D,E'])
      expect(() => loadEnv({ INSURANCE_AGENCIES: bad })).toThrow(/INSURANCE_AGENCIES/);
  });

  it('reads CORS_ORIGINS as a list of origins, and refuses anything else', () => {
    expect(loadEnv({ CORS_ORIGINS: 'https://a.example.ca, https://b.example.ca:8443' }).corsOrigins).toEqual([
      'https://a.example.ca',
      'https://b.example.ca:8443',
    ]);
    expect(() => loadEnv({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });

  it('reads PUBLIC_ORIGIN as an origin alone, and refuses a path or another scheme (issue 26)', () => {
    expect(loadEnv({}).publicOrigin).toBeUndefined();
    expect(loadEnv({ PUBLIC_ORIGIN: 'https://sfi.example' }).publicOrigin).toBe('https://sfi.example');
    expect(loadEnv({ PUBLIC_ORIGIN: 'https://SFI.example:443/' }).publicOrigin).toBe('https://sfi.example');
    expect(loadEnv({ PUBLIC_ORIGIN: 'http://localhost:8080' }).publicOrigin).toBe('http://localhost:8080');
    for (const bad of [
      'sfi.example',
      'https://sfi.example/app',
      'ftp://sfi.example',
      'https://sfi.example?x=1',
    ])
      expect(() => loadEnv({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
  });

  it('resolves a relative data folder and treats empty variables as unset', () => {
    const env = loadEnv({ DATA_DIR: 'tmp/db', PORT: '' });
    expect(isAbsolute(env.database.dataDir)).toBe(true);
    expect(env.database.dataDir).toMatch(/tmp[/\\]db$/);
    expect(env.port).toBe(8080);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/sfi'],
    ['SEED_DEMO_DATA', 'maybe'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['SMTP_URL', 'http://mail.example.ca'],
    ['SMS_WEBHOOK_URL', 'ftp://sms.example.ca'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(name);
  });
});
