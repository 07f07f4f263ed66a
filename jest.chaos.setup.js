// Chaos tests stop and start servers and push bursts through them.
jest.setTimeout(600000);
