import { CoffeeOutlined, ShopOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const MealBookingPage = lazy(() => import('./student/meal-booking-page.tsx').then((m) => ({ default: m.MealBookingPage })));
const CanteenPage = lazy(() => import('./canteen/canteen-page.tsx').then((m) => ({ default: m.CanteenPage })));

/** Meal booking (BOOK-R04) and the canteen's console; the meal survey route is the survey engine's (surveys feature). */
export const mealRoutes: RouteObject[] = [
  { path: 'order-meal/index', element: <MealBookingPage /> },
  { path: 'admin/meals', element: <CanteenPage /> },
];

/** Icons its home-menu entries name. */
export const mealIcons: Record<string, ComponentType> = { CoffeeOutlined, ShopOutlined };
