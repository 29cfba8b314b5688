import { Suspense, useCallback, useEffect, useState } from 'react';
import { Loader, Stack, Tabs, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { TAG_PAGE_TEXTS, tagLabel, tagPermissionsOf, windowPoints } from '@fieldwatch/domain';
import { GraphQLRequestError } from '../../api/graphql';
import { useCapabilities, useMe } from '../../app/auth/MeContext';
import { afterNextPaint } from '../../app/state/afterNextPaint';
import { firstScreen } from '../../app/state/firstScreen';
import { CalibrationWizardGate } from '../calibration/CalibrationWizardGate';
import { AlarmBanners } from './AlarmBanners';
import { GraphTab } from './graph/GraphTab';
import { TAG_TABS } from './lazyTabs';
import { TagHeader } from './TagHeader';
import { tagTabs } from './tagTabs';
import { useTagData } from './useTagData';
import { useTagView } from './useTagView';
import { useGraphWindow } from './useGraphWindow';
import { SiteTimeZone } from '../../app/time/siteTime';
import { usePageTitle } from '../../app/page/pageTitle';
import { useTagTab } from './useTagTab';

/** The sensor (tag) page, /devices/{deviceID}/tags/{tag} (spec 2 §2.2). */
export function TagPage() {
  const params = useParams();
  const deviceID = Number(params.deviceID);
  const tag = params.tag ?? '';
  const me = useMe();
  const perms = tagPermissionsOf(me);
  // demo users are offered Add Calibration so that they learn why they cannot (spec 2 §6: notice shown)
  const canCalibrate = useCapabilities().calibrate || me.isDemo;
  const graphWindow = useGraphWindow();
  // the main plot's width in device pixels, as laid out: a window asks for about one point per pixel, so its request
  // waits for the graph's first layout (the Graph tab opens first) rather than guessing and asking twice
  const [points, setPoints] = useState<number | null>(null);
  const onPlotWidth = useCallback((w: number) => setPoints(windowPoints(w, window.devicePixelRatio)), []);
  // undefined: the tag's stored choice; a string or null once this user picked one
  const [additional, setAdditional] = useState<string | null | undefined>(undefined);
  const [coefficient, setCoefficient] = useState<number | null>(null);
  // The main graph is drawn first, alone: the linked graphs, the mini-graph, the modals, the calibration wizard's
  // query, the full-range query and the other tabs' code follow once it is on screen (the sensor page's target, first graph under
  // 500 ms). Leaving the Graph tab before it drew counts as drawn.
  const [settled, setSettled] = useState(false);
  const settle = useCallback(() => {
    afterNextPaint(() => {
      setSettled(true);
      firstScreen.shown();
    });
  }, []);
  const q = useTagData(deviceID, tag, { range: graphWindow.range, zoom: graphWindow.zoom, points }, additional, settled);
  const data = q.shown;
  const view = useTagView(data, coefficient);
  const failed = q.initial.isError;
  const tabs = data ? tagTabs(tag, data.tag.calibration?.tankName) : null;
  const [tab, setTab] = useTagTab(tabs);
  const sensorName = data ? `${data.device.name || `Device ${deviceID}`} · ${tagLabel(tag)}` : null;
  usePageTitle(sensorName);
  useEffect(() => {
    if (settled) TAG_TABS.preload();
  }, [settled]);
  const empty = q.initial.isSuccess && !q.initial.data?.deviceReGraph;
  useEffect(() => {
    if (failed || empty) settle();
  }, [failed, empty, settle]);
  // opened on another tab (its address names it), the graph is not drawn first: the rest may follow at once
  const openedElsewhere = data !== undefined && tab !== 'graph';
  useEffect(() => {
    if (openedElsewhere && !settled) settle();
  }, [openedElsewhere, settled, settle]);
  // nor laid out: the range's window is asked for at about the page's width, so that the Table shows the range's
  // readings as it does after a visit to the Graph tab (which asks again at the plot's own width once drawn)
  useEffect(() => {
    if (openedElsewhere && points === null) setPoints(windowPoints(document.documentElement.clientWidth, window.devicePixelRatio));
  }, [openedElsewhere, points]);
  // a page left before its graph drew must not hold the shell back
  useEffect(() => () => firstScreen.shown(), []);

  if (!data || !view || !q.overview || !q.xRange || !q.extent) {
    // a missing device or tag, or one the viewer may not read, answers NOT_FOUND with a null deviceReGraph: the
    // request succeeds without the page's data
    const answeredEmpty = q.initial.isSuccess && !q.initial.data?.deviceReGraph;
    if (q.initial.isError || answeredEmpty) {
      return (
        <Stack p="lg">
          <Text>{absenceText(q.initial.error, answeredEmpty)}</Text>
        </Stack>
      );
    }
    return (
      <Stack p="lg" align="center">
        <Loader aria-label="Loading" />
      </Stack>
    );
  }

  if (!tabs) return null;
  const activeAdditional = additional === undefined ? data.settings.activeAdditional : additional;
  return (
    <SiteTimeZone zone={data.device.timeZone}>
      <Stack p="lg" gap="md">
        <TagHeader deviceID={deviceID} deviceName={data.device.name} tag={tag} />
        <AlarmBanners data={data} onShowAlarms={() => setTab('alarms')} canCalibrate={canCalibrate} />
        {settled && <CalibrationWizardGate deviceID={deviceID} tag={tag} />}
        <Tabs
          value={tab}
          onChange={(t) => {
            if (t !== null) setTab(t);
            settle();
          }}
          keepMounted={false}
        >
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="graph" pt="md">
            <GraphTab
              data={data}
              overview={q.overview}
              view={view}
              xRange={q.xRange}
              extent={q.extent}
              range={graphWindow.range}
              onRange={graphWindow.setRange}
              zoom={graphWindow.zoom}
              onZoom={graphWindow.setZoom}
              onResetZoom={graphWindow.resetZoom}
              onPlotWidth={onPlotWidth}
              loadingWindow={q.loadingWindow}
              additional={activeAdditional}
              onAdditional={setAdditional}
              coefficient={coefficient}
              onCoefficient={setCoefficient}
              perms={perms}
              isDemo={me.isDemo}
              canCalibrate={canCalibrate}
              settled={settled}
              onFirstDraw={settle}
            />
          </Tabs.Panel>
          <Suspense fallback={<Loader aria-label="Loading" />}>
            <Tabs.Panel value="table" pt="md">
              <TAG_TABS.TableTab data={data} view={view} xRange={q.xRange} />
            </Tabs.Panel>
            <Tabs.Panel value="alarms" pt="md">
              <TAG_TABS.AlarmsTab
                deviceID={deviceID}
                tag={tag}
                timeZone={data.device.timeZone}
                sensorName={sensorName ?? undefined}
                conversion={view.conversion}
              />
            </Tabs.Panel>
            <Tabs.Panel value="settings" pt="md">
              <TAG_TABS.SettingsTab key={JSON.stringify(data.settings)} data={data} perms={perms} />
            </Tabs.Panel>
            {tabs
              .filter((t) => t.report)
              .map((t) => (
                <Tabs.Panel key={t.value} value={t.value} pt="md">
                  <TAG_TABS.ReportTab
                    deviceID={deviceID}
                    tag={tag}
                    timeZone={data.device.timeZone}
                    tankReport={t.value === 'consumption' || t.value === 'production' ? t.value : undefined}
                  />
                </Tabs.Panel>
              ))}
          </Suspense>
        </Tabs>
      </Stack>
    </SiteTimeZone>
  );
}

/** What the page says when its first query brought no tag: which of device or sensor is missing, else the error. */
function absenceText(err: unknown, answeredEmpty: boolean): string {
  const codes = err instanceof GraphQLRequestError ? err.errors.map((e) => e.extensions?.code) : [];
  if (codes.includes('TAG_NOT_FOUND')) return TAG_PAGE_TEXTS.tagNotFound;
  return answeredEmpty || codes.includes('NOT_FOUND') ? TAG_PAGE_TEXTS.deviceNotFound : TAG_PAGE_TEXTS.firstQueryError;
}
